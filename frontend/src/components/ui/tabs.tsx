import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

export interface TabDefinition {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Uncontrolled with `defaultValue`; pass `value` and `onValueChange` to switch tabs from outside. */
export function Tabs({
  tabs,
  defaultValue,
  label,
  value,
  onValueChange,
}: {
  tabs: TabDefinition[];
  defaultValue?: string;
  label: string;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <RadixTabs.Root className="tabs" defaultValue={defaultValue} value={value} onValueChange={onValueChange}>
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} className="tabs__trigger" value={tab.value}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} className="tabs__content" value={tab.value}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
