import { useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorText, unwrap } from '@/api/query'
import { createParticipantLink, revokeParticipantLink } from '@/api/resources/participant-links'
import type { ParticipantLink, Project } from '@/contract/types'
import {
  Alert,
  Box,
  Button,
  CopyableLink,
  Form,
  Inline,
  List,
  Modal,
  NumberField,
  Spinner,
  Stack,
  Text,
  TextField,
  UserText,
} from '@/ui'
import { NativeTextField } from '@/ui/native-text-field'
import { participantLinksQuery } from '../queries'
import { expiryText, joinUrl, linkName, responsesText } from '../participant-links'
import { STUDY_MESSAGES } from '../messages'

export interface InviteByLinkDialogProps {
  project: Pick<Project, 'id' | 'name'>
  onClose: () => void
}

/** The app's root address, against which a link's `join/{token}` is resolved. */
const appBase = () => new URL(import.meta.env.BASE_URL, document.baseURI).href

/** Today as the date input's minimum (the link's last day may be today). */
const todayIso = () => new Date().toISOString().slice(0, 10)

/** 'Invite by Link' (docs/product.md#participant-links): create, copy and revoke participant links. */
export function InviteByLinkDialog({ project, onClose }: InviteByLinkDialogProps) {
  const queryClient = useQueryClient()
  const links = useQuery(participantLinksQuery(project.id))
  const [label, setLabel] = useState('')
  const [limit, setLimit] = useState<number>(Number.NaN)
  const [expiresOn, setExpiresOn] = useState('')
  const [created, setCreated] = useState<ParticipantLink | null>(null)
  const key = participantLinksQuery(project.id).queryKey
  // A revoked link's row goes with its focused button: focus moves to Create link, not the page.
  const createButton = useRef<HTMLButtonElement>(null)

  const create = useMutation({
    mutationFn: () =>
      unwrap(
        createParticipantLink(
          project.id,
          {
            ...(label.trim() ? { label: label.trim() } : {}),
            ...(Number.isNaN(limit) ? {} : { responseLimit: limit }),
            ...(expiresOn ? { expiresOn } : {}),
          },
          { failure: STUDY_MESSAGES.createLink, fields: { projectId: project.id } },
        ),
      ),
    onSuccess: (link) => {
      setCreated(link)
      setLabel('')
      setLimit(Number.NaN)
      setExpiresOn('')
      queryClient.setQueryData(key, (current) => (current ? [link, ...current] : [link]))
    },
  })

  const revoke = useMutation({
    mutationFn: (link: ParticipantLink) =>
      unwrap(
        revokeParticipantLink(project.id, link.id, {
          failure: STUDY_MESSAGES.revokeLink,
          fields: { projectId: project.id, linkId: link.id },
        }),
      ),
    onSuccess: (_, link) => {
      if (created?.id === link.id) setCreated(null)
      queryClient.setQueryData(key, (current) => current?.filter((each) => each.id !== link.id))
      createButton.current?.focus()
    },
  })

  const error = create.error ?? revoke.error

  return (
    <Modal
      title="Invite by Link"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Stack gap="md">
        <Text>
          Anyone with the link can take part without an account. Their Source is the link's label.
        </Text>
        <Form
          onSubmit={(event) => {
            event.preventDefault()
            create.mutate()
          }}
        >
          <TextField label="Label" value={label} onChange={setLabel} maxLength={100} />
          <NumberField
            label="Response limit"
            value={limit}
            onChange={setLimit}
            minValue={1}
            maxValue={100000}
            step={1}
          />
          <NativeTextField
            label="Expires on"
            type="date"
            min={todayIso()}
            value={expiresOn}
            onChange={setExpiresOn}
          />
          <Inline gap="sm">
            <Button type="submit" ref={createButton} isDisabled={create.isPending}>
              Create link
            </Button>
          </Inline>
        </Form>
        {error && <Alert tone="danger">{errorText(error, STUDY_MESSAGES.createLink)}</Alert>}
        {created && <CopyableLink url={joinUrl(created.token, appBase())} />}
        {links.isPending && <Spinner label="Loading links" />}
        {links.isError && (
          <Alert tone="danger">{errorText(links.error, STUDY_MESSAGES.listLinks)}</Alert>
        )}
        {links.data?.length === 0 && <Text tone="muted">No links yet.</Text>}
        {links.data && links.data.length > 0 && (
          <List aria-label="Participant links">
            {links.data.map((link) => (
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
                    <UserText>{linkName(link)}</UserText>
                  </Text>
                  <Text size="sm" tone="muted">
                    {responsesText(link)} · {expiryText(link)}
                  </Text>
                </Stack>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revoke ${linkName(link)}`}
                  isDisabled={revoke.isPending}
                  onPress={() => revoke.mutate(link)}
                >
                  Revoke
                </Button>
              </Box>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  )
}
