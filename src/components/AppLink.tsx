import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string };

/**
 * A link to a route of the app, made from React Router's own hooks as its docs show for custom
 * links. Its `Link` also carries the framework mode's route prefetching, which this site has no
 * use for and which every first load would pay for.
 */
export default function AppLink({ to, onClick, target, ...anchor }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={click} />;
}
