/**
 * For a member with no rating yet: three questions without jargon (dry or sweet, light or full, fruit
 * or oak) seed a palate, and the best match of our range follows (docs/palate.md, "The taste quiz").
 * The answers stay on this device with the member's other last-seen data, and go on sign-out.
 */
import { useEffect, useState } from 'react'
import { isQuizAnswers, seedPalate, TASTE_QUIZ, type QuizAnswers } from '../../contract/palate'
import { recall, remember } from '../../lib/members/lastSeen'
import { quizKey } from '../../lib/members/match'
import type { MatchCandidate } from '../../lib/members/wines'
import type { Member } from '../../stores/user'
import BestMatch from './BestMatch'
import type { Strings } from './ui'

const QUESTIONS = Object.keys(TASTE_QUIZ) as (keyof typeof TASTE_QUIZ)[]

export default function TasteQuiz({
  s,
  member,
  candidates,
}: {
  s: Strings
  member: Member
  candidates: MatchCandidate[]
}) {
  const key = quizKey(member)
  const [answers, setAnswers] = useState<QuizAnswers | null | undefined>(undefined)
  const [draft, setDraft] = useState<Partial<QuizAnswers>>({})

  useEffect(() => {
    let alive = true
    void recall<QuizAnswers>(key).then((seen) => alive && setAnswers(isQuizAnswers(seen?.value) ? seen.value : null))
    return () => {
      alive = false
    }
  }, [key])

  if (answers === undefined) return null
  if (answers) {
    return (
      <div className="m-quiz-done">
        <BestMatch
          s={s}
          palate={{ user_palate: seedPalate(answers), wine_palates: {} }}
          candidates={candidates}
          note={s['palate.quiz.fromAnswers']}
        />
        <button type="button" className="button secondary" onClick={() => (setDraft(answers), setAnswers(null))}>
          {s['palate.quiz.again']}
        </button>
      </div>
    )
  }

  const complete = isQuizAnswers(draft)
  return (
    <form
      className="m-quiz"
      data-testid="taste-quiz"
      onSubmit={(e) => {
        e.preventDefault()
        if (!isQuizAnswers(draft)) return
        void remember(key, draft)
        setAnswers(draft)
      }}
    >
      <h2 className="m-quiz-title">{s['palate.quiz.title']}</h2>
      <p className="m-quiz-intro">{s['palate.quiz.intro']}</p>
      {QUESTIONS.map((q) => (
        <fieldset key={q} className="m-quiz-q">
          <legend>{s[`palate.quiz.${q}`]}</legend>
          <div className="m-quiz-options">
            {TASTE_QUIZ[q].map((option) => (
              <label key={option} className="m-quiz-option">
                <input
                  type="radio"
                  name={q}
                  value={option}
                  checked={draft[q] === option}
                  onChange={() => setDraft({ ...draft, [q]: option })}
                />
                <span>{s[`palate.quiz.${option}`]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button" disabled={!complete}>
        {s['palate.quiz.submit']}
      </button>
    </form>
  )
}
