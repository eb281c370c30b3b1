import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

export interface TabDefinition {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export function Tabs({ tabs, defaultValue, label }: { tabs: TabDefinition[]; defaultValue: string; label: string }) {
  return (
    <RadixTabs.Root className="tabs" defaultValue={defaultValue}>
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
