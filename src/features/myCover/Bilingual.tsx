import Box from '@mui/material/Box';

/**
 * A text in Spanish, its English beneath it in a smaller hand (the constancia's way); once, when
 * both languages write it alike ('Plan', a CIP's number).
 */
export default function Bilingual({ es, en }: { es: string; en: string }) {
  return (
    <>
      {es}
      {en !== es && (
        <Box component="span" lang="en" sx={{ display: 'block', fontSize: '0.8em', opacity: 0.8 }}>
          {en}
        </Box>
      )}
    </>
  );
}
