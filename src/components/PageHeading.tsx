import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * A page's h1, which takes focus when it appears: after a route change, screen-reader and
 * keyboard users start from the new page's title instead of a stale position.
 */
export default function PageHeading({
  focusOnMount = true,
  ...props
}: TypographyProps & { focusOnMount?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <Typography
      variant="h1"
      ref={heading}
      tabIndex={-1}
      {...props}
      sx={{ outline: 'none', fontSize: 'clamp(1.6rem, 4vw, 2.4rem)', ...props.sx }}
    />
  );
}
