import { http, HttpResponse } from 'msw'
import { db } from '../../mocks/db'
import { toProject, toUser } from '../../mocks/dto/users-projects-interviews'

/**
 * A deliberately drifted server: the mock with three answers broken the way a real backend
 * drifts from its contract. Plain msw handlers, placed before the mock's own.
 */
export const driftHandlers = [
  // (a) A User with a field of the wrong type.
  http.get('*/api/users', () =>
    HttpResponse.json(
      db.users
        .all()
        .map((user, index) => (index === 0 ? { ...toUser(user), firstName: 42 } : toUser(user))),
    ),
  ),
  // (b) A Project without a required field.
  http.get('*/api/projects/:id', ({ params }) => {
    const project = db.projects.findFirst((q) => q.where({ id: String(params.id) }))
    if (!project)
      return HttpResponse.json(
        { status: 404, code: 'not_found', message: 'Project not found' },
        { status: 404 },
      )
    const { company: _company, ...rest } = toProject(project)
    return HttpResponse.json(rest)
  }),
  // (c) A wrong status: 201 for a read.
  http.get('*/api/auth/profile', () => {
    const admin = db.users.findFirst((q) => q.where({ email: 'admin@candor.test' }))
    return HttpResponse.json(admin ? toUser(admin) : null, { status: 201 })
  }),
]

/** The rows the check must fail on, with the problem it must name. */
export const expectedFailures = [
  { operationId: 'listUsers', detail: 'response.0.firstName must be string' },
  { operationId: 'getProject', detail: 'response.company is required' },
  { operationId: 'getProfile', detail: 'status 201 is not a documented response of getProfile' },
] as const
