import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { render, screen } from '@testing-library/react';
import FormField from '../components/FormField';
import { createEmotionCache, EMOTION_KEY } from './emotionCache';
import { theme } from './theme';

test('form fields add no style element of their own and no autofill animation', () => {
  render(
    <CacheProvider value={createEmotionCache()}>
      <ThemeProvider theme={theme}>
        {Array.from({ length: 8 }, (_, n) => `campo-${n + 1}`).map((name) => (
          <FormField key={name} id={name} name={name} label={name} value="" onChange={() => {}} />
        ))}
      </ThemeProvider>
    </CacheProvider>,
  );
  expect(screen.getAllByRole('textbox')).toHaveLength(8);
  // Eight travellers' cards hold 64 fields: one global sheet and one animation for each was a
  // restyle each, as the cards came.
  expect(
    document.head.querySelectorAll(`style[data-emotion^="${EMOTION_KEY}-global"]`),
  ).toHaveLength(0);
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const css = rules.map((rule) => rule.cssText).join('\n');
  expect(css).toContain('MuiInputBase-input');
  expect(css).not.toContain('mui-auto-fill');
});
