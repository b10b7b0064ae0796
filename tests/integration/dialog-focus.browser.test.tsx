import { cases } from './dialog-focus-cases'
import { checkFocusCases } from './dialog-focus-check'

// Every dialog, menu and popover outside the admin panel (dialog-focus-check.ts says what holds).
checkFocusCases(cases)
