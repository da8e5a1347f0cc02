import GlobalStyles from '@mui/material/GlobalStyles';

/** Leaves an element off the printed page: controls, the site's bars, toasts. */
export const HIDDEN_IN_PRINT = { '@media print': { display: 'none' } } as const;

/** Pages worth printing (the plans, the purchase summary) print on A4. */
export function PrintOnA4() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '12mm' },
        '@media print': { body: { background: '#fff' } },
      }}
    />
  );
}
