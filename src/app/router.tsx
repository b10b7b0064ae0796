import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router'
import { logger } from '@/lib/logger'
import { createAddressHistory } from './address-history'
import { FocusNewPage } from './focus-new-page'
import { ScreenFailed } from './screen-error-boundary'
import { ANALYSIS_SECTIONS, type AnalysisSection } from './analysis-sections'
import { RESULTS_TABS, type ResultsTab } from '@/features/results/components/results-modal'
import { ADMIN_TABS, type AdminTab } from './navigation'

/**
 * Every screen and open dialog has an address (docs/architecture.md#addresses). Routes are
 * declared here, in code; this module loads with the signed-in shell, never with sign-in.
 */

/** A search value as text: the search parser reads '42' as a number. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value !== '' ? value : undefined
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <FocusNewPage />
    </>
  ),
})

/** The dashboard, with the dialogs opened over it as its children. */
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'dashboard',
  component: lazyRouteComponent(() => import('./dashboard-route')),
})

const homeRoute = createRoute({ getParentRoute: () => dashboardRoute, path: '/' })

const projectRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'projects/$projectId',
  component: lazyRouteComponent(() => import('./dashboard-dialogs'), 'ProjectDialog'),
})

const resultsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'results',
  validateSearch: (search: Record<string, unknown>): { tab?: ResultsTab } => {
    const tab = RESULTS_TABS.find((known) => known === search.tab)
    // The first tab is the dialog's own default, so its address carries no `tab`.
    return tab === undefined || tab === 'completed' ? {} : { tab }
  },
  component: lazyRouteComponent(() => import('./dashboard-dialogs'), 'ResultsDialog'),
})

/** Interview Details over the results: the results dialog reads the id and shows it. */
const interviewDetailsRoute = createRoute({
  getParentRoute: () => resultsRoute,
  path: 'interviews/$interviewId',
})

/** Watch live over the results' In Progress tab: the results dialog reads the id and shows it. */
const watchLiveRoute = createRoute({
  getParentRoute: () => resultsRoute,
  path: 'live/$interviewId',
})

/** Edit Project (with its Discussion Guide) over Project details, which shows it. */
const editProjectRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'edit',
})

/** Invite Member over Project details, which shows it. */
const inviteMemberRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'invite-member',
})

/** Project Members (View Members) over Project details, which shows it. */
const membersRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'members',
})

/** Invite by Link over Project details, which shows it. */
const inviteByLinkRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'invite-link',
})

const adminRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'admin/$tab',
  params: {
    parse: ({ tab }: { tab: string }): { tab: AdminTab } => {
      // An unknown tab is the panel's first.
      return { tab: ADMIN_TABS.find((candidate) => candidate === tab) ?? 'users' }
    },
    stringify: ({ tab }: { tab: AdminTab }) => ({ tab }),
  },
  component: lazyRouteComponent(() => import('./admin-panel-host')),
})

const profileRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'profile',
  component: lazyRouteComponent(() => import('./dashboard-dialogs'), 'ProfileRoute'),
})

const analysisRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'projects/$projectId/analysis',
})

/** The workspace's own address opens its first section. */
const analysisHomeRoute = createRoute({
  getParentRoute: () => analysisRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    redirect({
      to: '/projects/$projectId/analysis/$section',
      params: { projectId: params.projectId, section: 'insights' },
      replace: true,
      throw: true,
    })
  },
})

const analysisSectionRoute = createRoute({
  getParentRoute: () => analysisRoute,
  path: '$section',
  params: {
    parse: ({ section }: { section: string }): { section: AnalysisSection } => {
      // An unknown section is the workspace's first.
      return { section: ANALYSIS_SECTIONS.find((candidate) => candidate === section) ?? 'insights' }
    },
    stringify: ({ section }: { section: AnalysisSection }) => ({ section }),
  },
  validateSearch: (search: Record<string, unknown>): { code?: string } => {
    const code = text(search.code)
    return code === undefined ? {} : { code }
  },
  component: lazyRouteComponent(() => import('./analysis-route')),
})

/** Interview Details over the workspace: its close and Back return to the section it was opened from. */
const analysisInterviewRoute = createRoute({
  getParentRoute: () => analysisSectionRoute,
  path: 'interviews/$interviewId',
})

/** What the interview page was opened for; the saved interview's id joins once it has one. */
export interface InterviewSearch {
  projectId?: string
  interviewId?: string
  company?: string
  product?: string
  /** Preview Interview (docs/product.md#preview): the project's interview, saved nowhere. */
  preview?: boolean
}

export function validateInterviewSearch(search: Record<string, unknown>): InterviewSearch {
  const found: InterviewSearch = {}
  for (const key of ['projectId', 'interviewId', 'company', 'product'] as const) {
    const value = text(search[key])
    if (value !== undefined) found[key] = value
  }
  // The search parser reads `preview=true` as a boolean; only a project's interview has one.
  if (search.preview === true && found.projectId !== undefined) found.preview = true
  return found
}

const interviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'interview',
  validateSearch: validateInterviewSearch,
  component: lazyRouteComponent(() => import('./interview-page')),
})

const routeTree = rootRoute.addChildren([
  dashboardRoute.addChildren([
    homeRoute,
    projectRoute.addChildren([
      resultsRoute.addChildren([interviewDetailsRoute, watchLiveRoute]),
      editProjectRoute,
      inviteMemberRoute,
      membersRoute,
      inviteByLinkRoute,
    ]),
    adminRoute,
    profileRoute,
  ]),
  analysisRoute.addChildren([
    analysisHomeRoute,
    analysisSectionRoute.addChildren([analysisInterviewRoute]),
  ]),
  interviewRoute,
])

/**
 * The addresses live after the page's `#`: the app is served from any folder (relative asset
 * URLs, src/base-href.js), and a static host serves that one page for every address.
 */
export function createAppRouter(history: RouterHistory = createAddressHistory()) {
  return createRouter({
    routeTree,
    history,
    // An unknown address is the dashboard's.
    notFoundMode: 'root',
    // A screen that breaks shows what the app's error boundary shows, logged the same way.
    defaultErrorComponent: ScreenFailed,
    defaultOnCatch: (error, info) =>
      logger.error('Screen failed', {
        error: error instanceof Error ? error.stack : String(error),
        componentStack: info.componentStack,
      }),
    defaultNotFoundComponent: () => <Navigate to="/" replace />,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
