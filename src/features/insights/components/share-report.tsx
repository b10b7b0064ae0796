import { useEffect, useState } from 'react'
import type { Project, ShareLink } from '@/contract/types'
import {
  Alert,
  Button,
  Checkbox,
  DialogTrigger,
  Inline,
  Modal,
  Spinner,
  Stack,
  Text,
  TextField,
  UserText,
  toasts,
} from '@/ui'
import type { SegmentCondition } from '../analysis/segments'
import { formatDate } from '@/domain/dates'
import { createLink, linkContents, loadLinks, revokeLink, shareUrl } from '../share-links'
import * as styles from './insights.css'

export interface ShareReportProps {
  project: Project
  /** Admins only: sentiment is never shared by a lead (docs/product.md#roles). */
  canIncludeSentiment: boolean
  /** The Insights tab's current segment, which a new link covers. */
  segment: readonly SegmentCondition[]
  /** The segment in words ('Plan is Subscriber'), empty for none. */
  segmentLabel: string
}

/** The app's root address, against which a link's `shared/{token}` is resolved. */
const appBase = () => new URL(import.meta.env.BASE_URL, document.baseURI).href

/** 'Share report' and its dialog (docs/product.md#shared-report). */
export function ShareReport(props: ShareReportProps) {
  return (
    <DialogTrigger>
      <Button variant="secondary" className={styles.noPrint}>
        Share report
      </Button>
      <Modal title="Share Report">
        <ShareReportBody {...props} />
      </Modal>
    </DialogTrigger>
  )
}

type Links =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; links: ShareLink[] }

function ShareReportBody({
  project,
  canIncludeSentiment,
  segment,
  segmentLabel,
}: ShareReportProps) {
  const [includeSentiment, setIncludeSentiment] = useState(false)
  const [links, setLinks] = useState<Links>({ status: 'loading' })
  const [created, setCreated] = useState<ShareLink | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void loadLinks(project.id).then((outcome) => {
      if (!live) return
      setLinks(
        outcome.ok
          ? { status: 'ready', links: outcome.data }
          : { status: 'failed', error: outcome.error },
      )
    })
    return () => {
      live = false
    }
  }, [project.id])

  async function create() {
    setBusy(true)
    setError(null)
    const outcome = await createLink(project.id, canIncludeSentiment && includeSentiment, segment)
    setBusy(false)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    setCreated(outcome.data)
    setLinks((current) =>
      current.status === 'ready'
        ? { status: 'ready', links: [outcome.data, ...current.links] }
        : current,
    )
  }

  async function revoke(link: ShareLink) {
    setError(null)
    const outcome = await revokeLink(project.id, link.id)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    if (created?.id === link.id) setCreated(null)
    setLinks((current) =>
      current.status === 'ready'
        ? { status: 'ready', links: current.links.filter((each) => each.id !== link.id) }
        : current,
    )
  }

  return (
    <Stack gap="md">
      <Text>
        Anyone with the link can read this project's insights without signing in. Names and emails
        are never included.
      </Text>
      <Checkbox
        isSelected={canIncludeSentiment && includeSentiment}
        onChange={setIncludeSentiment}
        isDisabled={!canIncludeSentiment}
        description={canIncludeSentiment ? undefined : 'Only admins can include sentiment.'}
      >
        Include sentiment
      </Checkbox>
      {segmentLabel !== '' && <Text size="sm">{`Segment: ${segmentLabel}`}</Text>}
      <Inline gap="sm">
        <Button onPress={() => void create()} isDisabled={busy}>
          Create link
        </Button>
      </Inline>
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {created && <NewLink url={shareUrl(created.token, appBase())} />}
      <LinkList links={links} onRevoke={(link) => void revoke(link)} />
    </Stack>
  )
}

function NewLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toasts.add({ title: 'Link copied', tone: 'success' }, { timeout: 4000 })
    } catch {
      toasts.add(
        { title: 'Could not copy the link: select it and copy it yourself', tone: 'danger' },
        { timeout: 6000 },
      )
    }
  }
  return (
    <Inline gap="sm" align="flex-end">
      <TextField label="Link" value={url} isReadOnly className={styles.linkField} />
      <Button variant="secondary" onPress={() => void copy()}>
        Copy link
      </Button>
    </Inline>
  )
}

function LinkList({ links, onRevoke }: { links: Links; onRevoke: (link: ShareLink) => void }) {
  if (links.status === 'loading') return <Spinner label="Loading links" />
  if (links.status === 'failed') return <Alert tone="danger">{links.error}</Alert>
  if (links.links.length === 0) return <Text tone="muted">No links yet.</Text>
  return (
    <ul className={styles.plainList} aria-label="Links">
      {links.links.map((link) => {
        const by = `${link.createdBy.firstName} ${link.createdBy.lastName}`
        return (
          <li key={link.id} className={styles.linkRow}>
            <Stack gap="xs">
              <Text size="sm">
                Created by <UserText>{by}</UserText> on {formatDate(link.createdAt, 'day')}
              </Text>
              <Text size="sm" tone="muted">
                {linkContents(link)}
              </Text>
            </Stack>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Revoke the link created by ${by} on ${formatDate(link.createdAt, 'day')}`}
              onPress={() => onRevoke(link)}
            >
              Revoke
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
