import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { drawnNearTheScreen, type HeightEstimate } from '../../components/drawnNearTheScreen';
import SectionTitle from '../../components/SectionTitle';
import PageColumn from '../../components/PageColumn';

interface LandingSectionProps {
  /** The anchor the header scrolls to; the section takes focus when it does. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  tinted?: boolean;
  /** Given for a section with no anchor below it: drawn only near the screen, in this room till then. */
  heightNearTheScreen?: HeightEstimate;
  children: ReactNode;
}

/** A section of the landing page under the hero: anchor, title block, content. */
export default function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  tinted = false,
  heightNearTheScreen,
  children,
}: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={{
        py: { xs: 8, md: 12 },
        outline: 'none',
        bgcolor: tinted ? 'primary.light' : undefined,
        ...(heightNearTheScreen && drawnNearTheScreen(heightNearTheScreen)),
      }}
    >
      <PageColumn>
        <SectionTitle id={titleId} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </PageColumn>
    </Box>
  );
}
