import type { MultiLevelPart, QuestionGroup, ReadingPart, SectionKey, SpeakingPart, WritingTask } from '@bandwise/core';

/**
 * Small original question groups for the renderers' own stories (the shipped tests have their own stories in the
 * content package). One of each group type, numbered as one listening section would be.
 */
const plan =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240"><rect width="400" height="240" fill="#f8fafc"/>' +
      '<rect x="20" y="20" width="160" height="90" fill="none" stroke="#334155" stroke-width="3"/>' +
      '<rect x="220" y="20" width="160" height="90" fill="none" stroke="#334155" stroke-width="3"/>' +
      '<rect x="20" y="130" width="360" height="90" fill="none" stroke="#334155" stroke-width="3"/></svg>',
  );

export const formGroup: QuestionGroup = {
  id: 'fx-g1',
  type: 'gapFill',
  layout: 'form',
  instructions: 'Complete the form below. Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
  title: 'Riverside Rowing Club: booking form',
  wordLimit: { maxWords: 2, number: true },
  blocks: [
    { kind: 'heading', text: 'Member' },
    { kind: 'field', label: 'Surname', text: '{{1}}' },
    { kind: 'field', label: 'Address', text: '{{2}} Mill Lane' },
    { kind: 'heading', text: 'Session' },
    { kind: 'field', label: 'Day', text: '{{3}}' },
  ],
};

export const tableGroup: QuestionGroup = {
  id: 'fx-g2',
  type: 'gapFill',
  layout: 'table',
  instructions: 'Complete the table below.',
  wordLimit: { maxWords: 1, number: false },
  blocks: [
    {
      kind: 'table',
      headers: ['Boat', 'Seats', 'Notes'],
      rows: [
        ['single scull', '1', 'for {{4}} rowers only'],
        ['double', '2', 'kept in the {{5}}'],
      ],
    },
  ],
};

export const notesGroup: QuestionGroup = {
  id: 'fx-g3',
  type: 'gapFill',
  layout: 'notes',
  instructions: 'Complete the notes below. Write ONE WORD ONLY for each answer.',
  wordLimit: { maxWords: 1, number: false },
  blocks: [
    { kind: 'heading', text: 'Safety' },
    { kind: 'bullet', text: 'Always wear a {{6}} on the water' },
    { kind: 'bullet', text: 'Check the {{7}} board before going out' },
  ],
};

export const chooseGroup: QuestionGroup = {
  id: 'fx-g4',
  type: 'chooseN',
  instructions: 'Choose TWO letters, A-E.',
  numbers: [8, 9],
  stem: 'Which TWO things are included in the membership fee?',
  options: [
    { label: 'A', text: 'a club T-shirt' },
    { label: 'B', text: 'use of the gym' },
    { label: 'C', text: 'a locker' },
    { label: 'D', text: 'coaching on Saturdays' },
    { label: 'E', text: 'parking' },
  ],
};

export const singleGroup: QuestionGroup = {
  id: 'fx-g5',
  type: 'singleChoice',
  instructions: 'Choose the correct letter, A, B or C.',
  questions: [
    {
      number: 10,
      stem: 'New members should first',
      options: [
        { label: 'A', text: 'book a trial session.' },
        { label: 'B', text: 'pass a swimming test.' },
        { label: 'C', text: 'meet the head coach.' },
      ],
    },
  ],
};

export const headingsGroup: QuestionGroup = {
  id: 'fx-g6',
  type: 'matching',
  kind: 'heading',
  instructions: 'Choose the correct heading for each paragraph from the list of headings below.',
  optionsTitle: 'List of Headings',
  reusable: false,
  options: [
    { label: 'i', text: 'A club without a river' },
    { label: 'ii', text: 'How the races began' },
    { label: 'iii', text: 'Money from an unlikely source' },
    { label: 'iv', text: 'Changing who can take part' },
  ],
  questions: [
    { number: 11, stem: 'Paragraph A' },
    { number: 12, stem: 'Paragraph B' },
    { number: 13, stem: 'Paragraph C' },
  ],
};

export const sectionsGroup: QuestionGroup = {
  id: 'fx-g7',
  type: 'matching',
  kind: 'section',
  instructions: 'Which paragraph contains the following information? Write the correct letter, A-D. You may use any letter more than once.',
  reusable: true,
  options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: '' })),
  questions: [
    { number: 14, stem: 'the cost of a new boat' },
    { number: 15, stem: 'a race that was cancelled' },
  ],
};

export const tfngGroup: QuestionGroup = {
  id: 'fx-g8',
  type: 'tfng',
  variant: 'tfng',
  form: 'radio',
  instructions: 'Do the following statements agree with the information in the passage?',
  questions: [
    { number: 16, stem: 'The club was founded by students.' },
    { number: 17, stem: 'The boathouse has been rebuilt twice.' },
  ],
};

export const ynngGroup: QuestionGroup = {
  id: 'fx-g9',
  type: 'tfng',
  variant: 'ynng',
  form: 'dropdown',
  instructions: 'Do the following statements agree with the views of the writer?',
  questions: [
    { number: 18, stem: 'Rowing should be taught in every school.' },
    { number: 19, stem: 'Indoor machines are no substitute for the river.' },
  ],
};

export const summaryGroup: QuestionGroup = {
  id: 'fx-g10',
  type: 'summaryBank',
  instructions: 'Complete the summary using the list of words, A-F, below.',
  title: 'A season on the river',
  bank: [
    { label: 'A', text: 'spring' },
    { label: 'B', text: 'volunteers' },
    { label: 'C', text: 'floods' },
    { label: 'D', text: 'sponsors' },
    { label: 'E', text: 'trophies' },
    { label: 'F', text: 'autumn' },
  ],
  paragraphs: ['Training starts in {{20}}, when the water is calm.', 'Races depend on {{21}} who time every boat.'],
};

export const mapGroup: QuestionGroup = {
  id: 'fx-g11',
  type: 'mapLabelling',
  instructions: 'Label the plan below. Choose the correct letter, A-C.',
  title: 'Club grounds',
  image: { src: plan, alt: 'Plan of the club grounds: two buildings at the top, one long building below.' },
  positions: [
    { label: 'A', x: 25, y: 27 },
    { label: 'B', x: 75, y: 27 },
    { label: 'C', x: 50, y: 73 },
  ],
  questions: [
    { number: 22, stem: 'Boathouse' },
    { number: 23, stem: 'Café' },
  ],
};

export const fixtureKeys: SectionKey = {
  '1': ['Hartley'],
  '2': ['27'],
  '3': ['Wednesday'],
  '4': ['experienced'],
  '5': ['(the) shed'],
  '6': ['lifejacket'],
  '7': ['weather'],
  '8': ['B', 'D'],
  '9': ['B', 'D'],
  '10': ['A'],
  '11': ['iii'],
  '12': ['i'],
  '13': ['iv'],
  '14': ['C'],
  '15': ['C'],
  '16': ['TRUE'],
  '17': ['NOTGIVEN'],
  '18': ['YES'],
  '19': ['NOTGIVEN'],
  '20': ['A'],
  '21': ['B'],
  '22': ['C'],
  '23': ['A'],
};

export const listeningFixtureGroups: QuestionGroup[] = [formGroup, tableGroup, notesGroup, chooseGroup, singleGroup];

export const readingFixture: ReadingPart = {
  number: 1,
  passage: {
    title: 'Rowing on a Small River',
    subtitle: 'How one town kept its club afloat',
    paragraphs: [
      { label: 'A', text: 'The rowing club at Kenley was founded by a group of students in 1921, on a stretch of river barely wide enough for two boats.' },
      { label: 'B', text: 'For decades the club had no river of its own in winter, when the water rose and the boats were stored in a farmer’s barn.' },
      { label: 'C', text: 'A new boat now costs more than a small car, and the club relies on a café and a summer fair to pay for them.' },
      { label: 'D', text: 'Today half of the members are over fifty, and the club runs sessions for people who have never rowed before.' },
    ],
  },
  groups: [sectionsGroup, tfngGroup],
};

export const writingFixture: WritingTask = {
  number: 1,
  prompt: 'The plan below shows the grounds of a rowing club.\n\nSummarise the information by selecting and reporting the main features.',
  instructions: 'You should spend about 20 minutes on this task. Write at least 150 words.',
  image: { src: plan, alt: 'Plan of the club grounds: two buildings at the top, one long building below.' },
  minWords: 150,
  suggestedMinutes: 20,
};

export const speakingFixtures: SpeakingPart[] = [
  {
    number: 1,
    title: 'Part 1: Introduction and interview',
    intro: 'The examiner asks you about rivers and lakes.',
    questions: [
      { id: 'fx-s1-q1', text: 'Is there a river near your home?' },
      { id: 'fx-s1-q2', text: 'Do you enjoy being near water? Why?' },
    ],
    prepSeconds: 0,
    answerSeconds: 30,
  },
  {
    number: 2,
    title: 'Part 2: Long turn',
    questions: [{ id: 'fx-s2-q1', text: 'Describe a sport you would like to try.' }],
    cueCard: { prompts: ['what the sport is', 'where you could do it', 'who you would do it with'], closing: 'and explain why you would like to try it.' },
    prepSeconds: 60,
    answerSeconds: 120,
  },
];

const option = (questionId: number, index: number, answer: string) => ({ id: questionId * 10 + index, answer });

export const multiLevelListeningFixture: MultiLevelPart = {
  id: 901,
  label: '1',
  description: 'You will hear short conversations. Choose the correct answer.',
  right_text: 'Club notice: changes to the summer timetable',
  photo_path: null,
  questions: [
    { id: 91, question: 'When does the club open on Sundays?', type: 'quiz', answers: [option(91, 0, '8:00'), option(91, 1, '9:30'), option(91, 2, '10:00')] },
    { id: 92, question: 'The café will close for a week in August.', type: 'quiz2', answers: [option(92, 0, 'True'), option(92, 1, 'False'), option(92, 2, 'Not Given')] },
    { id: 93, question: 'Speaker 1', type: 'select', answers: [option(93, 0, 'A) prefers mornings'), option(93, 1, 'B) rows alone'), option(93, 2, 'C) coaches children')] },
    { id: 94, question: 'Bring a [input] and a bottle of [input].', type: 'writing', answers: [] },
  ],
};

export const multiLevelFixtureKeys = {
  '91': { answerId: 911 },
  '92': { answerId: 921 },
  '93': { answerId: 932 },
  '94': { blanks: [['towel'], ['water']] },
};

export const multiLevelWritingFixture: MultiLevelPart = {
  id: 902,
  label: '2',
  description: 'Write your response to the question below. Write 180-200 words.',
  right_text: '"Every town should have a public boathouse." Do you agree?',
  photo_path: null,
  questions: [{ id: 95, question: 'Task 2. Give your opinion with reasons and examples.', type: 'essay', answers: [] }],
};

export const multiLevelSpeakingFixture: MultiLevelPart = {
  id: 903,
  label: '1.2',
  description: 'Look at the picture and answer the questions.',
  right_text: '',
  photo_path: plan,
  questions: [
    { id: 96, question: 'What can you see in the picture?', type: 'speaking', answers: [], prep_seconds: 5, answer_seconds: 30 },
    { id: 97, question: 'Would you like to visit this place? Why?', type: 'speaking', answers: [], prep_seconds: 5, answer_seconds: 30 },
  ],
};
