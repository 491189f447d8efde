import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { matchPath, patternScore, type Params } from './match-path.ts';
import { useLocation } from './router.tsx';

/**
 * The route table drawn as react-router draws it: `<Routes>` picks the most specific `<Route>` whose path matches the
 * location (web/router/match-path.ts), a route without a path is a layout around its children, and a layout draws
 * the matched child where it puts `<Outlet />`.
 */

interface RouteProps {
  /** A pattern of web/router/match-path.ts; absent for a layout. */
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** One entry of the table: read by `Routes`, never drawn itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface Branch {
  path: string;
  /** The routes from the outermost layout down to the matched route. */
  chain: RouteProps[];
}

function branchesOf(children: ReactNode, parents: RouteProps[] = [], parentPath = ''): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const route = child.props;
    const path =
      route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    const chain = [...parents, route];
    if (route.children !== undefined) branches.push(...branchesOf(route.children, chain, path));
    if (route.path !== undefined) branches.push({ path, chain });
  });
  // The most specific first; equal ones in the table's order (the sort is stable).
  return branches.sort((a, b) => patternScore(b.path) - patternScore(a.path));
}

const OutletContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

/** Where a layout draws the route matched below it. */
export function Outlet() {
  return useContext(OutletContext).outlet;
}

/** The matched route's path parameters (`id` of `/ricambio/:id`). */
export function useParams(): Params {
  return useContext(OutletContext).params;
}

/** Draws the route of the table (its `<Route>` children) that matches the location, inside its layouts. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const branch of branchesOf(children)) {
    const match = matchPath(branch.path, pathname);
    if (!match) continue;
    // From the matched route outwards: each layout gets what is inside it as its outlet.
    return branch.chain.reduceRight<ReactNode>(
      (outlet, route) => (
        <OutletContext value={{ outlet, params: match.params }}>{route.element === undefined ? <Outlet /> : route.element}</OutletContext>
      ),
      null,
    );
  }
  return null;
}
