// Interviewees' answers for property tests of the AI stub: every kind an interview meets.
// Test-only: nothing in the app or the mock imports it.

import fc from 'fast-check'
import { phraseList } from './word-lists'

// Answers of every kind an interviewee gives: pieces combined so each run sees new ones.
const SHORT = phraseList(`
  A friend. | Twice a week. | Google. | Too slow. | Fine. | It depends. | Sort of. | Love it!
  Okay I guess. | Saw an ad on Instagram. | My sister told me. | About forty euros a month.
  Every morning. | Not really.
`)
const POSITIVE = phraseList(`
  I really love how quick the ordering is | the one-tap reorder is amazing
  the technician was friendly and labelled every cable
  honestly it saves me so much time every morning
  the coffee arrives hot and the courier is always polite
  coverage is great now, even in the garden
`)
const ANGRY = phraseList(`
  it is way too expensive for what you get | the courier was over an hour late and nobody called
  the app crashes every time I try to pay | the Wi-Fi drops in the bedroom every single night
  support was rude and useless | I'm fed up, the coffee arrived cold three times
  this is the worst setup I have ever paid for
`)
const VAGUE = phraseList(`
  it's fine I guess | it depends on the day | sort of okay | kind of, maybe
  it's alright, nothing special | hard to say really | not bad
`)
const TECHNICAL = phraseList(`
  the mesh backhaul runs at 5 GHz and the router gets 300 Mbps on the wired link
  latency spikes to 80 ms when the firmware update runs
  we sync orders through the API with a webhook and it times out
  DHCP leases expire and the VLAN for the office loses its gateway
`)
const COMPARISONS = phraseList(`
  it is cheaper than the café downstairs but slower
  compared to our old router the coverage is much better | we used to make coffee at home instead
  the previous provider was unreliable
`)
const HESITATIONS = ['um, ', 'well, ', 'I mean, ', 'uh... ', 'so, ', 'honestly, ', '']
const OFF_TOPIC = phraseList(`
  My cat is called Whiskers and she likes tuna. | What time is it in Tokyo right now?
  The football last night was something else. | I am thinking about painting the kitchen green.
`)
const EMPTYISH = ['no', 'No.', 'idk', 'Nope', 'yes', '...', '', '   ', 'n/a', 'dunno', 'no idea']
const FOREIGN = phraseList(`
  Me gusta mucho pero es muy caro. | Das ist nicht so gut, aber es geht.
  C'est trop cher et la livraison est lente. | Это слишком дорого. | とても便利です。
  Het is prima maar niet heel snel.
`)
const EMOJI = ['🙂', '👍👍', '☕️🔥', '😡', '🤷‍♀️', '❤️ ❤️']

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const piece = (list: readonly string[]) => fc.constantFrom(...list)

const sentence = fc
  .tuple(piece(HESITATIONS), fc.oneof(piece(POSITIVE), piece(ANGRY), piece(VAGUE)))
  .map(([hesitation, body]) => capitalised(`${hesitation}${body}.`))

/** One answer: short, long, positive, angry, vague, technical, off-topic, empty-ish, foreign, emoji, noise. */
export const answerArb: fc.Arbitrary<string> = fc.oneof(
  piece(SHORT),
  sentence,
  fc.array(sentence, { minLength: 2, maxLength: 4 }).map((parts) => parts.join(' ')),
  piece(TECHNICAL).map((text) => capitalised(`${text}.`)),
  piece(COMPARISONS).map((text) => capitalised(`${text}.`)),
  fc
    .tuple(piece(ANGRY), piece(COMPARISONS), piece(TECHNICAL))
    .map((parts) => parts.map((part) => capitalised(`${part}.`)).join(' ')),
  piece(OFF_TOPIC),
  piece(EMPTYISH),
  piece(FOREIGN),
  piece(EMOJI),
  // Anything at all, quotes and odd characters included.
  fc.string({ maxLength: 80 }),
)
