import { managedProject } from '../rules/access'
import { studyFunnel } from '../study/funnel'
import { suggestProbe } from '../study/probes'
import { currentUser, http, safe } from './context'

/** Issue 31 §4-5: the study's funnel and the backroom's suggested probe (docs/product.md#funnel). */
export const studyHandlers = [
  http.get(
    '/projects/{id}/funnel',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      return response(200).json(studyFunnel(project.id))
    }),
  ),

  http.post(
    '/persistent-interviews/{id}/probes',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const body = await request.json()
      return response(201).json(await suggestProbe(me, params.id, body))
    }),
  ),
]
