import { Link, useNavigate, type LinkProps } from 'react-router';

/**
 * A link from one drawer to another: it navigates once the click is over, so the drawer it
 * opens does not take that click for one outside it and close at once.
 */
export function DrawerLink({ to, relative, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      to={to}
      relative={relative}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        setTimeout(() => void navigate(to, { relative }), 0);
      }}
    />
  );
}
