import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from '../router/router.tsx';
import { isPlainClick } from './plain-click.ts';

const Navigate = createContext<NavigateFunction | null>(null);

/** Gives every `Link` below the router's navigate function, asked once for the app instead of once a link. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <Navigate value={useNavigate()}>{children}</Navigate>;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the shop, with its query and hash (every link of the shop is one). */
  to: string;
};

/**
 * A link to a page of the shop: an ordinary `<a href>` (it works before the script and opens in a new tab), followed
 * in the app when clicked plainly. react-router's `Link` did the same with a dozen hooks a link (relative paths,
 * route discovery, prefetching, view transitions: none of which the shop uses); a results page draws a hundred links,
 * and the server renders each of them (docs/benchmarks.md). As react-router's did, a link to the page already shown
 * replaces its history entry instead of adding one.
 */
export function Link({ to, onClick, target, ...props }: LinkProps) {
  const navigate = useContext(Navigate);
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self') || !navigate) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(to, { replace: pathname + search + hash === to });
      }}
    />
  );
}
