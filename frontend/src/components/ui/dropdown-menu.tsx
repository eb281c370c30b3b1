import type { ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';

export function Menu({ trigger, label, children }: { trigger: ReactNode; label: string; children: ReactNode }) {
  return (
    <RadixMenu.Root>
      <RadixMenu.Trigger className="menu-trigger" aria-label={label}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="menu" align="end" sideOffset={8}>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="menu__label">{children}</RadixMenu.Label>;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="menu__separator" />;
}

/** A menu entry that is a link (client-side or full navigation via `asChild`). */
export function MenuItem({ children }: { children: ReactNode }) {
  return (
    <RadixMenu.Item className="menu__item" asChild>
      {children}
    </RadixMenu.Item>
  );
}
