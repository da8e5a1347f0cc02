import Box from '@mui/material/Box';

/** A text in Spanish, its English beneath it in a smaller hand (the constancia's way). */
export default function Bilingual({ es, en }: { es: string; en: string }) {
  return (
    <>
      {es}
      <Box component="span" lang="en" sx={{ display: 'block', fontSize: '0.8em', opacity: 0.8 }}>
        {en}
      </Box>
    </>
  );
}
