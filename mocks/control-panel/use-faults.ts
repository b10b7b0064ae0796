import { useSyncExternalStore } from 'react'
import { faultSettings, onFaultsChange } from '../faults/fault-settings'

/** The fault settings, re-rendering on every change (whoever made it). */
export const useFaults = () => useSyncExternalStore(onFaultsChange, faultSettings)
