import type { ReactNode } from 'react';
import { Link, type LinkProps } from '../ui/link.tsx';
import { isActivePath } from './match-path.ts';
import { useLocation } from './router.tsx';

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Marked on the page itself only, not on the pages below it. */
  end?: boolean;
  /** A class, which gets `active` beside it when the link marks the page; or the class for either state. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
};

/** A menu's link: `aria-current="page"` (and react-router's `active` class) on the entry of the page shown. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  const classes =
    typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...props} to={to} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}
