import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components'
import { Button } from './button'
import { CloseIcon } from './icons'
import * as styles from './toast.css'
import { cx } from './utils'

type ToastTone = 'info' | 'success' | 'warning' | 'danger'

export interface ToastContent {
  title: string
  description?: string
  /** @default 'info' */
  tone?: ToastTone
}

/**
 * The app's toast queue: `toasts.add({ title, description, tone }, { timeout })`. Without a
 * timeout a toast stays until its Close button is pressed (the interview error toast, docs/product.md#root-shell);
 * RAC raises timeouts below 5 s to 5 s so they can be read.
 */
export const toasts = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 })

export interface ToastRegionProps extends Omit<
  RACToastRegionProps<ToastContent>,
  'queue' | 'children' | 'className'
> {
  /** @default the app-wide `toasts` queue */
  queue?: ToastQueue<ToastContent>
  className?: string
}

/**
 * Renders the queue's toasts at the bottom right, each dismissible by a button named "Close".
 * Mount it once, at the root. RAC makes the region a landmark (F6 reaches it) and each toast an
 * alertdialog whose content is announced.
 */
export function ToastRegion({ queue = toasts, className, ...props }: ToastRegionProps) {
  return (
    <RACToastRegion {...props} queue={queue} className={cx(styles.region, className)}>
      {({ toast }) => (
        <RACToast
          toast={toast}
          className={cx(styles.toast, styles.tone[toast.content.tone ?? 'info'])}
        >
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description != null && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </RACToastContent>
          <Button slot="close" variant="ghost" size="sm" aria-label="Close">
            <CloseIcon />
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  )
}
