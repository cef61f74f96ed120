/** The six questions of the home page and /faq, on the seed's topics (seed 000 section 2.5), in our own words. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqItems: readonly FaqItem[] = [
  {
    id: 'resemblance',
    question: 'How close is the mock to the real IELTS test?',
    answer:
      'Very close. Every mock follows the official format: four Listening parts with 40 questions, three Reading passages with 40 questions, two Writing tasks and a three-part Speaking test, with the same question types and the same order as on exam day.',
  },
  {
    id: 'modules',
    question: 'Are there separate Academic and General Training mocks?',
    answer:
      'Yes. Academic and General Training tests are separate mocks. Listening and Speaking are the same for both, while Reading passages and Writing task 1 follow the module you choose.',
  },
  {
    id: 'results',
    question: 'When will I get my results?',
    answer:
      'Listening and Reading are scored as soon as you submit them. Writing and Speaking checked by AI are usually ready within minutes; when a human examiner checks them, results arrive within 48 hours.',
  },
  {
    id: 'retakes',
    question: 'Can I retake a mock test?',
    answer:
      'Yes, as many times as you like. Each attempt is saved separately in My Result, so you can compare your scores and watch your progress.',
  },
  {
    id: 'timing',
    question: 'Is every section timed like the real test?',
    answer:
      'Yes. Each section has the same time limit as the real exam, and a timer in the header shows how much time is left. When time runs out, the section is submitted with what you have answered.',
  },
  {
    id: 'feedback',
    question: 'Will I get feedback on my Writing and Speaking?',
    answer:
      'Yes. You get a band score for every criterion examiners use, comments that point at your own sentences, and suggestions on grammar, vocabulary, fluency and how well you developed the topic.',
  },
];
