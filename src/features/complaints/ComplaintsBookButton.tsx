import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// The dialog, its form and its checks come when the book is opened, not with the page.
const ComplaintsBookDialog = lazy(
  () => import(/* webpackChunkName: "complaints-book" */ './ComplaintsBookDialog'),
);

/** In a page's bar: two short lines on a phone, clear of the brand beside them. */
const IN_BAR = {
  maxWidth: { xs: 116, sm: 'none' },
  px: { xs: 0.5, sm: 1 },
  fontSize: { xs: '0.75rem', sm: undefined },
  '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
  color: 'primary.dark',
} as const;
/** Among a footer's links: their size, at their left edge. */
const IN_FOOTER = { px: 0, minWidth: 0, font: 'inherit', fontWeight: 700 } as const;

/**
 * 'Libro de Reclamaciones' with its customary book icon: opens the virtual book. In the colour
 * of the text around it (the footer), or of the brand in a page's bar.
 */
export default function ComplaintsBookButton({ inBar = false }: { inBar?: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<MenuBookIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ textAlign: 'left', lineHeight: 1.2, ...(inBar ? IN_BAR : IN_FOOTER) }}
      >
        Libro de Reclamaciones
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ComplaintsBookDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
