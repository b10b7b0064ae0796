import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from '@/api/query'
import type { Project, ShareLink } from '@/contract/types'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CopyableLink,
  DialogTrigger,
  Inline,
  List,
  Modal,
  Spinner,
  Stack,
  Text,
  UserText,
} from '@/ui'
import { screenOnly } from '@/ui/print.css'
import type { SegmentCondition } from '../analysis/segments'
import { formatDate } from '@/domain/dates'
import { SHARE_MESSAGES } from '../messages'
import { shareLinksQuery } from '../queries'
import { createLink, linkContents, revokeLink, shareUrl } from '../share-links'

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
      <Button variant="secondary" className={screenOnly}>
        Share report
      </Button>
      <Modal title="Share Report">
        <ShareReportBody {...props} />
      </Modal>
    </DialogTrigger>
  )
}

function ShareReportBody({
  project,
  canIncludeSentiment,
  segment,
  segmentLabel,
}: ShareReportProps) {
  const [includeSentiment, setIncludeSentiment] = useState(false)
  const queryClient = useQueryClient()
  const links = useQuery(shareLinksQuery(project.id))
  const { queryKey } = shareLinksQuery(project.id)
  const [created, setCreated] = useState<ShareLink | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

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
    queryClient.setQueryData(queryKey, (current) => current && [outcome.data, ...current])
  }

  async function revoke(link: ShareLink) {
    setError(null)
    const outcome = await revokeLink(project.id, link.id)
    if (!outcome.ok) {
      setError(outcome.error)
      return
    }
    if (created?.id === link.id) setCreated(null)
    queryClient.setQueryData(queryKey, (current) => current?.filter((each) => each.id !== link.id))
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
      {created && <CopyableLink url={shareUrl(created.token, appBase())} />}
      <LinkList links={links} onRevoke={(link) => void revoke(link)} />
    </Stack>
  )
}

interface LinkListProps {
  links: UseQueryResult<ShareLink[]>
  onRevoke: (link: ShareLink) => void
}

function LinkList({ links, onRevoke }: LinkListProps) {
  if (links.isPending) return <Spinner label="Loading links" />
  if (links.isError)
    return <Alert tone="danger">{errorText(links.error, SHARE_MESSAGES.list)}</Alert>
  if (links.data.length === 0) return <Text tone="muted">No links yet.</Text>
  return (
    <List aria-label="Links">
      {links.data.map((link) => {
        const by = `${link.createdBy.firstName} ${link.createdBy.lastName}`
        return (
          <Box
            as="li"
            key={link.id}
            display="flex"
            flexWrap="wrap"
            alignItems="center"
            justifyContent="space-between"
            gap="sm"
          >
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
          </Box>
        )
      })}
    </List>
  )
}
