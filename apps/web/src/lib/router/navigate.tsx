import { useEffect } from 'react';
import { createPath, resolveTo, type To } from './path';
import { useLocation } from './router-context';
import { useNavigate } from './use-navigate';

/** Navigates once rendered (a redirect in the route tree); renders nothing. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = createPath(resolveTo(to, useLocation()));
  useEffect(() => navigate(target, { replace, state }), [navigate, target, replace, state]);
  return null;
}
