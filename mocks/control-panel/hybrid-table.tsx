import { useSyncExternalStore } from 'react'
import { Button, Switch } from 'react-aria-components'
import {
  onRoutingChange,
  overrideOf,
  routingTable,
  routingVersion,
  setOverride,
  type RouteReason,
} from '../hybrid/routing'
import * as styles from './mock-controls.css'

const WHY: Record<RouteReason, string> = {
  override: 'Override (this browser)',
  configured: 'Configured',
  '501': 'Answered 501',
  'missing route': 'Missing route',
  default: 'Implemented',
}

/**
 * Hybrid mode's routing as a table: each operation, whether the live backend or the mock
 * serves it and why, with a switch per operation that overrides it in this browser.
 */
export function HybridTable() {
  useSyncExternalStore(onRoutingChange, routingVersion)
  const rows = routingTable()
  const overridden = rows.some((row) => overrideOf(row.operationId) !== null)
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.hint}>
          Which server answers each operation. A switch overrides it for this browser.
        </caption>
        <thead>
          <tr>
            <th scope="col">Operation</th>
            <th scope="col">Served by</th>
            <th scope="col">Why</th>
            <th scope="col">Mock it</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ operationId, method, path, decision }) => (
            <tr key={operationId}>
              <th scope="row">
                <code>{operationId}</code>
                <span className={styles.hint}>
                  {' '}
                  {method} {path}
                </span>
              </th>
              <td>{decision.route === 'live' ? 'Live' : 'Mock'}</td>
              <td>{WHY[decision.why]}</td>
              <td>
                <Switch
                  className={styles.switchRoot}
                  aria-label={`Mock ${operationId}`}
                  isSelected={decision.route === 'mock'}
                  onChange={(mock) => setOverride(operationId, mock ? 'mock' : 'live')}
                >
                  <span className={styles.switchTrack} aria-hidden="true">
                    <span className={styles.switchThumb} />
                  </span>
                </Switch>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {overridden && (
        <div className={styles.row}>
          <Button
            className={styles.button}
            onPress={() => {
              for (const row of rows) setOverride(row.operationId, null)
            }}
          >
            Clear overrides
          </Button>
        </div>
      )}
    </>
  )
}
