import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { Badge, Card, GridList, GridListItem, Inline, Text } from '@/ui'

interface Study {
  id: string
  name: string
}

const studies = (count: number, from = 0): Study[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `study-${from + index + 1}`,
    name: `Study ${from + index + 1}`,
  }))

const meta = preview.meta({ title: 'UI/GridList', component: GridList })

const opened = fn()

/** Rows holding cards, as the dashboard's project list does; Enter on a row runs its action. */
export const Cards = meta.story({
  beforeEach: () => {
    opened.mockClear()
  },
  render: () => (
    <GridList aria-label="Projects" items={studies(3)} onAction={opened}>
      {(study) => (
        <GridListItem id={study.id} textValue={study.name}>
          <Card
            as="div"
            title={study.name}
            onPress={() => {
              opened(study.id)
            }}
          >
            <Inline justify="space-between">
              <Text size="sm">BeanRunner - BeanRunner Express</Text>
              <Badge tone="success">Active</Badge>
            </Inline>
          </Card>
        </GridListItem>
      )}
    </GridList>
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row')
    await expect(rows).toHaveLength(3)
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: 'Study 1' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(opened).toHaveBeenCalledWith('study-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Study 3' }))
    await expect(opened).toHaveBeenLastCalledWith('study-3')
  },
})

const PAGE = 50
const TOTAL = 500

/** Loads PAGE more rows (after a short wait, like a server) while there are more. */
function PagedStudies() {
  const [loaded, setLoaded] = useState(() => studies(PAGE))
  const [loading, setLoading] = useState(false)
  const loadMore = () => {
    if (loading) return
    setLoading(true)
    setTimeout(() => {
      setLoaded((rows) => [...rows, ...studies(PAGE, rows.length)])
      setLoading(false)
    }, 200)
  }
  return (
    <GridList
      aria-label="Studies"
      items={loaded}
      estimatedRowHeight={48}
      gap={8}
      onLoadMore={loaded.length < TOTAL ? loadMore : undefined}
      isLoadingMore={loading}
      loadingLabel="Loading more studies"
    >
      {(study) => (
        <GridListItem id={study.id} textValue={study.name}>
          <Card as="div">{study.name}</Card>
        </GridListItem>
      )}
    </GridList>
  )
}

/** 500 rows in pages of 50: only the rows in view are rendered, and End reaches the last. */
export const Paged = meta.story({
  render: () => <PagedStudies />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Studies' })
    await expect(canvas.getByRole('row', { name: 'Study 1' })).toBeVisible()
    await expect(canvas.getAllByRole('row').length).toBeLessThan(PAGE)
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: 'Study 1' })).toHaveFocus()
    await waitFor(
      async () => {
        await userEvent.keyboard('{End}')
        await expect(canvas.getByRole('row', { name: `Study ${TOTAL}` })).toHaveFocus()
      },
      { timeout: 15_000, interval: 250 },
    )
    await expect(grid).toHaveAttribute('aria-rowcount', String(TOTAL))
    await expect(canvas.getAllByRole('row').length).toBeLessThan(PAGE)
    await userEvent.keyboard('{Home}')
    await expect(canvas.getByRole('row', { name: 'Study 1' })).toHaveFocus()
  },
})

export const Empty = meta.story({
  render: () => (
    <GridList
      aria-label="Projects"
      items={[] as Study[]}
      renderEmptyState={() => 'No projects match "espresso".'}
    >
      {(study) => <GridListItem id={study.id}>{study.name}</GridListItem>}
    </GridList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No projects match "espresso".')).toBeVisible()
  },
})
