import { adminCases } from './dialog-focus-admin-cases'
import { checkFocusCases } from './dialog-focus-check'

// The admin panel's dialogs, menus and popovers (dialog-focus-check.ts says what holds).
checkFocusCases(adminCases)
