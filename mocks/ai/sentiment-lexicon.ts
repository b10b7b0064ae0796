// The sentiment stub's word lists: what each reading listens for. Single words are matched per
// token (with negation); phrases on the normalised text. The rules that weigh them are in
// sentiment.ts.

import { phraseList, wordSet } from './word-lists'

export const POSITIVE_WORDS = wordSet(`
  good great nice useful helpful easy easier simple smooth reliable fast quick quicker convenient
  happy pleased satisfied enjoy enjoyed enjoying like liked likes lovely worth recommend
  recommended fresh friendly intuitive solid impressed impressive glad favourite favorite handy
  delicious tasty affordable seamless painless fair saves works sturdy sturdier smoothly
  comfortable tidy punctual
`)

// Strong words count once as positive and once more as enthusiasm.
export const STRONG_POSITIVE_WORDS = wordSet(`
  love loved loving amazing awesome fantastic brilliant excellent incredible perfect wonderful
  best outstanding superb thrilled delighted loves amazed excited exciting
`)

export const NEGATIVE_WORDS = wordSet(`
  bad terrible awful horrible hate hated annoying annoyed frustrating frustrated frustration
  irritating slow slower expensive overpriced pricey broken broke buggy bug bugs crash crashes
  crashed crashing late difficult clunky useless worse worst disappointed disappointing
  disappointment unhappy upset angry poor problem problems issue issues fail failed fails failing
  failure complaint complaints unreliable rude ugly painful nightmare ridiculous waste wasted mess
  messy laggy dropped dropping delay delayed delays wrong hassle tedious disaster sucks stale
  flimsy lukewarm dies died stiff burden
`)

export const POSITIVE_PHRASES = phraseList(`
  game changer | game-changer | life saver | lifesaver | blown away | on time
`)
export const STRONG_POSITIVE_PHRASES = phraseList(`
  can't wait | cannot wait | so much better | highly recommend
`)
export const NEGATIVE_PHRASES = phraseList(`
  gave up | fed up | let down | let me down | rip off | rip-off | ripoff | stopped working
  fell apart | could be better | too much | drives me crazy | took forever | too many | not enough
  arrived cold | was cold | went cold
`)

/**
 * Complaint and delay patterns, matched on the normalised text: an account of something going
 * wrong reads negative though it has no judging word ("support took three days to reply", "the
 * technician never showed up"). Patterns, not phrase lists, so one covers its many wordings.
 */
export const COMPLAINT_PATTERNS: readonly RegExp[] = [
  /\b(?:took|takes|taking)\b[^.!?]{0,20}\b(?:days?|weeks?|months?|hours?|ages|forever)\b[^.!?]{0,12}\bto\b/,
  /\btook (?:ages|forever)\b/,
  /\b(?:waited|still waiting|kept waiting|on hold)\b/,
  /\bnever (?:showed|turned up|arrived|came|replied|answered|got back|called|fixed|got)\b/,
  /\b(?:nobody|no one|no-one) (?:told|called|answered|replied|came|seems to care|picked up|bothered)\b/,
  /\b(?:froze|freezes|freezing|drops|stopped (?:working|syncing|responding)|leak(?:ed|s|ing)?|logs? me out|cut off|was missing|went missing|disappeared|resets|charged me twice|double charged)\b/,
  /\bwithout (?:any )?(?:warning|notice|fixing|telling)\b/,
  /\bhad to (?:call|chase|phone|ring|ask|complain)\b/,
  /\bkept (?:closing|crashing|failing|dropping|asking|cancelling)\b/,
  /\bdrives? me (?:mad|crazy|nuts|up the wall)\b/,
  /\b(?:hardly|rarely|barely) (?:ever )?works\b/,
  /\bnot for the first time\b/,
]

export const INTENSIFIERS = wordSet(`
  really so very super absolutely totally extremely incredibly truly genuinely seriously insanely
  definitely completely such highly
`)

// Said on their own ("Absolutely, …"), these add enthusiasm even when not next to a positive word.
export const AFFIRMATIONS = wordSet('absolutely definitely totally wow')

export const NEGATORS = wordSet(`
  not no never nothing without hardly barely neither nor none dont didnt doesnt isnt wasnt cant
  wont lacks lacking
`)

// "like" is mostly a filler ("feels like", "something like"); count it only after these.
export const LIKE_LEADS = wordSet(`
  i we they really do dont didnt i'd would also actually definitely still quite genuinely honestly
  people kids everyone
`)

export const SKEPTICAL_WORDS = wordSet(`
  doubt doubts doubtful skeptical sceptical skeptic sceptic suspicious dubious unconvinced gimmick
  gimmicky hype overhyped questionable wary cynical
`)
export const SKEPTICAL_PHRASES = phraseList(`
  not convinced | too good to be true | seems too good | sounds too good | hard to believe
  i'll believe it when | remains to be seen | we'll see | not sold on | not buying it
  not sure it will | not sure it'll | not sure it would | i question whether | marketing fluff
  believe it when i see it | don't trust | don't really trust | do not trust | too perfect
  made up | haven't noticed any difference | not sure i believe | not sure the
`)
// "no doubt" / "without a doubt" are certainty, not doubt.
export const DOUBT_CANCELLERS = ['no doubt', 'without a doubt', 'without doubt', 'no doubts']

// Hedges that mean confusion in a short answer but are just caution inside a longer one.
export const SHORT_CONFUSED_PHRASES = ['not sure', "don't know", 'do not know']
export const CONFUSED_PHRASES = phraseList(`
  no idea | don't understand | didn't understand | do not understand | don't get | didn't get it
  confusing | i'm confused | i am confused | i was confused | got confused | confused me | unclear
  what do you mean | lost me | i'm lost | dunno | not clear | couldn't figure | can't figure
  puzzled | makes no sense | doesn't make sense | make sense of | didn't know what
  did not know what | what does that mean | never found | do not get | not sure what
`)

export const APATHY_PHRASES = phraseList(`
  whatever | don't care | do not care | doesn't matter | doesn't really matter | don't really care
  all the same | the same to me | does not matter | don't mind | meh | no strong feelings
  no opinion | either way | not bothered | couldn't care less | nothing special
  same as any other | no difference
`)
// Hedges signal apathy only in short, otherwise flat answers ("It's fine I guess.").
export const WEAK_HEDGE_PHRASES = phraseList(`
  i guess | i suppose | fine | okay | ok | so-so | it is what it is
`)

export const TECHNICAL_WORDS = wordSet(`
  api apis sdk router routers latency bandwidth dns firmware integration integrations webhook
  webhooks endpoint endpoints oauth sso json csv ssid mesh ethernet subnet ip vpn mbps gbps ghz
  ping throughput packet packets protocol backend frontend database server servers cache caching
  config configuration bluetooth usb usb-c sensor sensors calibration voltage dhcp nat firewall
  modem 2fa encryption authentication deployment pipeline kubernetes schema rollback monitoring
  timeout timeouts uptime cpu ram wpa3 ipv6 mqtt zigbee
`)
export const TECHNICAL_UNIT = /\b\d+(?:\.\d+)?\s?(?:ms|mbps|gbps|ghz|mhz|kb|mb|gb|tb|mah|rpm)\b/g

export const REFLECTIVE_PHRASES = phraseList(`
  i think | i feel like | on the other hand | it depends | depends on | depending on | in a way
  in some ways | trade-off | tradeoff | having said that | that said | to be fair | i'd say
  looking back | comes down to | in hindsight | i wonder whether | weighing | pros and cons
  on one hand | mixed feelings | should have | made me realise | made me realize
  having thought about it
`)

export const INTEREST_PHRASES = phraseList(`
  curious | interested | interesting | intrigued | keen to | would love to | i'd love to
  would like to | i'd like to | want to try | want to see | want to know | wonder if | wondering
  looking forward | tell me more | eager to | would try | learn more
`)

export const HELPFUL_PHRASES = phraseList(`
  i'd suggest | i would suggest | suggestion | my advice | you should | you could | they should
  they could | it would help | it'd help | would be nice if | would be great if
  would be better if | one tip | my tip | make sure | consider adding | if you added | should add
  could add | would be great | would be nice | would be good | would be helpful | recommend adding
  would make a big difference | would make a difference
`)
// An answer opening with an imperative is usually advice ("Make the buttons bigger").
export const IMPERATIVE_START =
  /^(?:please |maybe |just )?(?:make|add|fix|give|let|write|include|offer|allow|improve|simplify|text|send|show|keep|stop|put|label)\b/

export const FACTUAL_WORDS = wordSet(`
  every daily weekly monthly usually typically mostly minutes hours days weeks months times per
  once twice mornings evenings weekends two three four five six seven eight nine ten eleven twelve
  twenty thirty forty fifty hundred pounds euros dollars monday tuesday wednesday thursday friday
  saturday sunday
`)

export const FILLERS = wordSet(`
  uh uhh um umm er erm hmm hm mm mmm ah eh huh inaudible unintelligible silence noise static
  crosstalk
`)
