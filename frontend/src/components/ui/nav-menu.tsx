import type { MouseEvent, ReactNode } from 'react';

/**
 * A menu of places opened by its button: the browser's own popover, which opens, closes on Escape or a
 * tap elsewhere and needs none of a menu library's script on every signed-in page. Following one of its
 * links closes it. Its entries are links with the `menu__item` class.
 */
export function NavMenu({
  id,
  label,
  trigger,
  children,
}: {
  id: string;
  label: string;
  trigger: ReactNode;
  children: ReactNode;
}) {
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) event.currentTarget.hidePopover();
  };
  return (
    <>
      <button type="button" className="menu-trigger" aria-label={label} popoverTarget={id}>
        {trigger}
      </button>
      <div id={id} popover="auto" className="menu nav-menu" aria-label={label} role="region" onClick={closeOnLink}>
        {children}
      </div>
    </>
  );
}

export function NavMenuLabel({ children }: { children: ReactNode }) {
  return <div className="menu__label">{children}</div>;
}

export function NavMenuSeparator() {
  return <hr className="menu__separator" />;
}
