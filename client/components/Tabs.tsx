import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { formatMessage, KIT } from '../../src/domain/messages';
import './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** Share of the tab's required fields filled, 0–100 (absent: no progress shown). */
  completion?: number;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selected?: string;
  onSelect?: (id: string) => void;
}

/** Tabs with each tab's completion (arrows move between tabs; the percentage is read with the name). */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  return (
    <AriaTabs className="kit-tabs" selectedKey={selected} onSelectionChange={onSelect ? (k: Key) => onSelect(String(k)) : undefined}>
      <TabList className="kit-tab-list" aria-label={label}>
        {tabs.map((t) => {
          const pct = t.completion === undefined ? null : Math.max(0, Math.min(100, Math.round(t.completion)));
          return (
            <Tab key={t.id} id={t.id} className="kit-tab" data-complete={pct === 100 || undefined}>
              <span>{t.label}</span>
              {pct === null ? null : (
                <span className="kit-tab-progress">
                  <span className="kit-tab-bar" aria-hidden="true">
                    <span style={{ width: `${pct}%` }} />
                  </span>
                  {formatMessage(KIT.completion, { pourcentage: pct })}
                </span>
              )}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id} className="kit-tab-panel">
          {t.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
