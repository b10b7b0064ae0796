import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { CodingActivity } from '@/api/resources/coding'
import { formatDate } from '@/domain/dates'
import { sentimentLabel } from '@/domain/sentiment'
import { Alert, Box, Button, Heading, List, Spinner, Stack, Text, UserText } from '@/ui'
import { activityQuery } from '../queries'
import { CODING_TEXTS, personName } from '../coding-texts'

const quoted = (text: string | undefined) => `“${text ?? ''}”`

/** ' (3 highlights moved)', ' (1 highlight moved)', or nothing when the entry has no count. */
const moved = (count: number | undefined) =>
  count === undefined ? '' : ` (${count === 1 ? '1 highlight' : `${count} highlights`} moved)`

/** What one change did, in a sentence after its author's name: before and after both said. */
function describeActivity(entry: CodingActivity): string {
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const codeName = after.codeName ?? after.name ?? before.codeName ?? before.name ?? ''
  switch (entry.action) {
    case 'code_created':
      return `created the code ${after.name ?? codeName}`
    case 'code_renamed':
      return `renamed the code ${before.name ?? ''} to ${after.name ?? ''}`
    case 'code_reparented':
      return `moved the code ${codeName} from ${before.parentName ?? 'the top level'} to ${after.parentName ?? 'the top level'}`
    case 'code_edited':
      return `edited the code ${codeName}`
    case 'code_merged':
      return `merged the code ${before.name ?? before.codeName ?? ''} into ${after.codeName ?? after.name ?? ''}${moved(after.highlightCount)}`
    case 'code_deleted':
      return `deleted the code ${before.name ?? codeName}`
    case 'highlight_added':
      return `coded ${quoted(after.text)} as ${after.codeName ?? ''}`
    case 'highlight_removed':
      return `removed the code ${before.codeName ?? ''} from ${quoted(before.text)}`
    case 'sentiment_corrected':
      return `corrected a sentiment from ${sentimentLabel(before.sentiment)} to ${sentimentLabel(after.sentiment)}${after.reason ? `: ${after.reason}` : ''}`
    case 'theme_accepted':
      return `accepted the theme ${after.label ?? ''} as a code`
    case 'theme_dismissed':
      return `dismissed the theme ${after.label ?? before.label ?? ''}`
    case 'interview_withdrawn':
      return 'withdrew an interview'
  }
}

/**
 * Activity (docs/product.md#coding): every change to the coding, newest first, with who and when.
 * Sentiment corrections are for admins only, as sentiment is.
 */
export function ActivityList({
  projectId,
  showSentiment,
}: {
  projectId: string
  showSentiment: boolean
}) {
  const activity = useInfiniteQuery(activityQuery(projectId))
  const all = activity.data?.pages.flatMap((page) => page.items) ?? []
  const entries = showSentiment
    ? all
    : all.filter((entry) => entry.action !== 'sentiment_corrected')
  const headingId = useId()

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={5} id={headingId}>
        {CODING_TEXTS.activity}
      </Heading>
      {activity.error && <Alert tone="danger">{activity.error.message}</Alert>}
      {entries.length === 0 && activity.isFetching && <Spinner label={CODING_TEXTS.activity} />}
      {entries.length === 0 && activity.isSuccess && !activity.isFetching && (
        <Text tone="muted">{CODING_TEXTS.noActivity}</Text>
      )}
      {entries.length > 0 && (
        <List as="ol" gap="sm" aria-label={CODING_TEXTS.activity}>
          {entries.map((entry) => (
            <Box
              as="li"
              key={entry.id}
              display="flex"
              flexDirection="column"
              gap="xxs"
              paddingBottom="sm"
              borderBottom="subtle"
            >
              <Text size="sm">
                <strong>
                  {/* A withdrawal keeps no trace of who (docs/product.md#consent). */}
                  <UserText>
                    {entry.action === 'interview_withdrawn'
                      ? 'An interviewee'
                      : personName(entry.actor)}
                  </UserText>
                </strong>{' '}
                {describeActivity(entry)}
              </Text>
              <Text size="sm" tone="muted">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, 'moment')}</time>
              </Text>
            </Box>
          ))}
        </List>
      )}
      {activity.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          isPending={activity.isFetchingNextPage}
          onPress={() => void activity.fetchNextPage()}
        >
          {CODING_TEXTS.loadMore}
        </Button>
      )}
    </Stack>
  )
}
