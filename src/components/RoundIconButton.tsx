import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';

type RoundIconButtonProps = ButtonBaseProps & { size?: 'small' | 'medium' };

/**
 * A round button holding one icon, as MUI's IconButton looks, built on the ButtonBase every
 * page loads anyway: IconButton's own styles would add a kilobyte to the landing page's first load.
 */
export default function RoundIconButton({ size = 'medium', sx, ...props }: RoundIconButtonProps) {
  return (
    <ButtonBase
      {...props}
      sx={[
        {
          flexShrink: 0,
          p: size === 'small' ? '5px' : 1,
          borderRadius: '50%',
          color: 'inherit',
          fontSize: size === 'small' ? '1.125rem' : '1.5rem',
          transition: 'background-color 150ms',
          '&:hover': { bgcolor: 'action.hover' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
