import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components'
import * as styles from './tabs.css'
import { cx } from './utils'

export type TabsProps = RACTabsProps

/** Tabs: a TabList of Tab, then one TabPanel per tab with the same `id`. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs {...props} className={composeRenderProps(className, (own) => cx(styles.tabs, own))} />
  )
}

export type TabListProps<T extends object> = RACTabListProps<T>

/** Needs an `aria-label` naming the set of tabs. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.tabList, own))}
    />
  )
}

export type TabProps = RACTabProps

export function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab {...props} className={composeRenderProps(className, (own) => cx(styles.tab, own))} />
  )
}

export type TabPanelProps = RACTabPanelProps

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.tabPanel, own))}
    />
  )
}
