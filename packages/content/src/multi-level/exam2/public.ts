import type { MultiLevelAnswer, MultiLevelExam, MultiLevelQuestion } from '@bandwise/core';

/**
 * Multi Level Mock 2: original content in the national CEFR (B1-C1) format. Public part only, safe for the browser;
 * the keys and listening scripts are in ./keys.ts.
 *
 * Id ranges owned by this exam (ids are global across exams): sections 21-24, parts 201-299,
 * questions 2001-2999 (listening 2001-2035, reading 2101-2135, writing 2201-2203, speaking 2301-2308),
 * answer options 20001-29999.
 */
const SLUG = 'exam2';
const QUESTION_BASE = 2000;
const ANSWER_BASE = 20000;
const LETTERS = 'ABCDEFGHIJ';

/**
 * Option ids follow their question's id (question 2007 owns 20070-20079), so each question has its own option ids
 * even when several questions offer the same letters, and a key can be checked against the option it names.
 */
function options(questionId: number, texts: readonly string[]): MultiLevelAnswer[] {
  if (texts.length > LETTERS.length) throw new Error(`Question ${questionId}: at most ${LETTERS.length} options`);
  return texts.map((answer, index) => ({ id: ANSWER_BASE + (questionId - QUESTION_BASE) * 10 + index, answer }));
}

const quiz = (id: number, question: string, texts: readonly string[]): MultiLevelQuestion => ({
  id,
  question,
  type: 'quiz',
  answers: options(id, texts),
});

const select = (id: number, question: string, texts: readonly string[]): MultiLevelQuestion => ({
  id,
  question,
  type: 'select',
  answers: options(id, texts),
});

const mapLabel = (id: number, question: string, letters: readonly string[]): MultiLevelQuestion => ({
  id,
  question,
  type: 'map',
  answers: options(id, letters),
});

const TFNG = ['True', 'False', 'Not Given'] as const;
const tfng = (id: number, question: string): MultiLevelQuestion => ({
  id,
  question,
  type: 'quiz2',
  answers: options(id, TFNG),
});

/** A fill-in: the text carries one '[input]' marker per blank; no options. */
const fill = (id: number, question: string): MultiLevelQuestion => ({ id, question, type: 'writing', answers: [] });

const essay = (id: number, question: string): MultiLevelQuestion => ({ id, question, type: 'essay', answers: [] });

const speaking = (id: number, question: string, prep: number, answer: number): MultiLevelQuestion => ({
  id,
  question,
  type: 'speaking',
  answers: [],
  prep_seconds: prep,
  answer_seconds: answer,
});

/** Statements for listening part 3, offered to every speaker (one is not used). */
const FIRST_JOB_STATEMENTS = [
  'A) My first job helped me to choose my career.',
  'B) I was given too much responsibility too soon.',
  'C) I did not get on with my manager at first.',
  'D) The job taught me how to deal with difficult people.',
  'E) I only took the job for the money.',
  'F) I left the job sooner than I had planned.',
] as const;

const MAP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

const VOLUNTEERING = [
  'A) Animal Rescue Centre',
  'B) Hospital Radio',
  'C) Reading Friends',
  'D) Coastal Path Team',
  'E) Charity Bookshop',
  'F) Tech Buddies',
  'G) Community Kitchen',
  'H) Museum Guides',
  'I) Youth Football Coaches',
  'J) Festival Stewards',
] as const;

const HEADINGS = [
  'A) Unfairness hurts more than delay',
  'B) Making the wait feel shorter',
  'C) Rules that nobody wrote down',
  'D) One line or several?',
  'E) Queuing without a queue',
  'F) What waiting costs the economy',
  'G) Different places, different habits',
  'H) Why queues form in the first place',
] as const;

const readingPart1Text = [
  'Borrow, don\'t buy: Westford\'s Library of Things',
  'Westford\'s newest library does not lend a single book. Instead, its shelves are full of drills, tents, sewing machines, ladders and even a chocolate fountain. The Library of Things opened last spring in a former shoe shop on the high street, and it has already signed up more (1) ______ nine hundred members.',
  'The idea is simple. Most households own objects that they use only a few times a year, and many of us buy things that we need for just one job. A typical electric drill, for example, is used for (2) ______ total of around fifteen minutes in its whole life. Rather than everyone buying their own, members pay a small fee to borrow what they need, (3) ______ means that fewer things are made, bought and eventually thrown away.',
  'Borrowing is straightforward. Members choose an item on the library\'s website, pick it up at an agreed time and bring it back (4) ______ the end of the loan period, which is usually a week. Prices start at one pound a day, and nothing costs more than ten. Every item is checked and cleaned after it comes back, and volunteers are happy to show first-time users how things work.',
  'The project was started by two neighbours, Mina Patel and George Osei, (5) ______ were tired of seeing perfectly good things thrown into skips. Neither of them had run a business before, (6) ______ they persuaded the council to let them use the empty shop for free and collected most of their stock from donations.',
  'Not every item has been a success. The chocolate fountain has been borrowed only twice, both times by the same family. The carpet cleaner, on the other hand, has a waiting list, and the camping equipment is fully booked for the whole summer. "People come in for a ladder and stay for a chat," says Mina. "We didn\'t expect that, but it might be the best thing about the place."',
].join('\n\n');

const readingPart2Text = [
  'Volunteer in Westford: opportunities this month',
  'A  Animal Rescue Centre\nOur dogs need walking every weekday morning between 8 and 11. Full training is given, but you must be over 18 and comfortable with large, lively dogs. Wellington boots recommended!',
  'B  Hospital Radio\nCould you present a show for patients at Westford General? We need presenters and DJs for our evening programmes. No experience is needed, as we will train you. Just two evenings a month.',
  'C  Reading Friends\nSpend an hour a week reading with children aged 6 to 9 at a local primary school. Sessions take place on Tuesday and Thursday afternoons. All volunteers need a background check, which we arrange.',
  'D  Coastal Path Team\nHelp us repair footpaths and build steps along the cliffs. You will be working outdoors in all weathers, so you need to be fit and not afraid of hard work. Weekends only; tools and lunch provided.',
  'E  Charity Bookshop\nSort donated books and serve customers in our busy high-street shop. Saturdays, 10 to 4. Perfect for book lovers, and all volunteers get a discount on everything in the shop.',
  'F  Tech Buddies\nHelp older people learn to use smartphones, tablets and video calls. Weekday afternoons at the community centre. Patience is more important than expert knowledge, and many of our best buddies are retired themselves.',
  'G  Community Kitchen\nCook and serve hot meals for people who are homeless or struggling to pay for food. Sunday evenings. Experienced cooks especially welcome, but everyone can help with serving and washing up.',
  'H  Museum Guides\nLead visitors around Westford Museum and tell them the story of our town. Tours run at weekends, and we particularly need guides who can speak a second language. An interest in local history is essential.',
  'I  Youth Football Coaches\nCoach our under-10s teams on Saturday mornings. No qualifications? No problem: we pay for your coaching course. You must be available every week from September to May.',
  'J  Festival Stewards\nHelp to run the Westford Summer Music Festival over three days in July: checking tickets, giving directions and keeping the site tidy. In return, you get free entry to every concert.',
].join('\n\n');

const readingPart3Text = [
  'Waiting our turn: the hidden science of queues',
  '1  Nobody ever teaches us how to queue, yet almost everyone knows how it works. You join at the back. You do not push in. You may leave the line for a moment to fetch a forgotten item, but not for ten minutes. You can hold a place for a friend, but not for a group of six who suddenly appear. None of this is written down anywhere, and it is rarely enforced by anyone in authority, but break one of these rules and the people around you will make their feelings very clear.',
  '2  Psychologists who study waiting have found that what annoys people most is not how long they wait but whether the wait seems fair. In one study, people in a queue were far more upset when someone pushed in ahead of them than by a much longer delay that affected everyone equally. Customers will accept waiting twenty minutes for a popular restaurant if they believe they are being served in order, yet a five-minute wait can feel unbearable if the person who arrived after them is served first.',
  '3  This explains a long-running argument among shop designers. Should customers wait in several separate lines, one for each checkout, or in a single long line that feeds all the checkouts? Mathematically, the single line is better: on average people wait the same time, but nobody gets stuck behind a slow customer while the next line races ahead. The difficulty is that a single line looks much longer, and some shoppers walk away before joining it.',
  '4  Businesses have therefore become experts at changing how a wait feels. Mirrors beside lifts give people something to look at, and they complain less about slow lifts as a result. Theme parks entertain visitors in the queue for a ride, and often announce a waiting time slightly longer than the real one, so that people are pleasantly surprised when they reach the front earlier than expected.',
  '5  Queuing also varies from place to place. In some countries, orderly lines form even at bus stops, and a visitor who stands slightly to one side may be asked whether they are in the queue. Elsewhere, a crowd gathers at a counter with no visible order at all, yet everyone knows exactly who arrived before whom. Travellers who do not understand the local system can easily cause offence without meaning to.',
  '6  In many places, the physical queue is now disappearing altogether. Customers take a numbered ticket, join a "virtual queue" on a phone app, or book a time in advance. This saves people from standing still for long periods, but it brings problems of its own. Without a line in front of them, people cannot see their progress, and research suggests that uncertainty makes a wait feel longer, not shorter.',
].join('\n\n');

const readingPart4Text = [
  'Listening to the city',
  'At four o\'clock on a Tuesday morning, Dr Hannah Reyes is standing in an empty car park with a pair of headphones and a microphone wrapped in what looks like a furry toy. She is recording a city she believes most of us have stopped hearing. "People describe cities by what they look like," she says. "But we experience them just as much through our ears. We simply don\'t notice, because we\'ve learned to filter most of it out."',
  'Reyes is an acoustic ecologist, one of a small but growing number of researchers who study the relationship between people and the sounds around them. For the past six years she has been building a "sound map" of Calderport, the port city where she grew up. Around three hundred volunteers have contributed recordings from their own streets, gardens and workplaces, each one marked on an online map that anyone can explore. Click on the harbour and you hear gulls, creaking ropes and the low engines of container ships; click on the central square and you hear buses, street musicians and, on Saturday mornings, the fish market.',
  'The project began almost by accident. Reyes was originally studying birdsong, and she noticed that birds in the noisiest parts of the city sang at a higher pitch than those in quieter areas, apparently so that they could be heard above the traffic. "That made me wonder what the same noise was doing to us," she says. The answer, according to a large body of research, is quite a lot. Long-term exposure to traffic noise has been linked to poor sleep, high blood pressure and difficulty concentrating, and children at schools near busy roads tend to do less well in reading tests.',
  'Yet Reyes is keen to stress that her work is not simply about reducing noise. "Silence isn\'t the goal," she says. "A completely silent street would feel strange, even threatening. What matters is the kind of sound." Studies in several countries have found that people rate the same place as more pleasant when they can hear water, birds or human voices, even if the overall volume is no lower. In one of her own experiments, visitors to a busy square stayed longer and said they felt calmer after a small fountain was switched on, although the fountain itself added to the noise.',
  'This idea, that sound can be designed rather than merely controlled, is starting to influence city planners. In Calderport, the council has used the sound map to identify "quiet areas" that it has promised to protect from new roads and building work. A new park beside the ring road was planned with earth banks and thick planting to block traffic noise, and its fountains were placed where the recordings showed the noise was worst. Reyes now sits on a council committee that reviews major building plans.',
  'Not everyone is enthusiastic. Some local businesses have complained that the quiet-area rules make it harder to get permission for outdoor events, and one councillor described the sound map as "an expensive hobby". Others question whether recordings made by volunteers, with different equipment at different times of day, can be compared scientifically. Reyes accepts that the map is "a portrait, not a measurement", but points out that it is used alongside data from thirty fixed noise monitors around the city.',
  'For Reyes, the most important effect of the project may be the simplest one. Many volunteers say that making recordings has changed the way they listen. "One woman told me she had lived next to the harbour for forty years and had never really heard it," Reyes says. "Now she goes down there in the evening just to listen. That\'s what I want: not a quieter city, but a city where people pay attention."',
].join('\n\n');

const readingPart5Text = [
  'Night owls by nature: why teenagers struggle to wake up',
  'Every morning in millions of homes, the same battle takes place. Parents call, knock and eventually pull back the curtains, while a teenager lies motionless under the covers. It is easy to put this down to laziness or late-night phone use. But sleep scientists say that the real explanation lies largely in biology.',
  'All of us have an internal body clock, a natural rhythm of roughly twenty-four hours that tells us when to feel alert and when to feel sleepy. One of its main signals is melatonin, a hormone released in the evening that prepares the body for sleep. During adolescence, the timing of this clock shifts. Teenagers\' bodies start releasing melatonin up to two hours later than those of children or adults, which means that many simply do not feel tired until eleven o\'clock or later. At the same time, they still need between eight and ten hours of sleep a night.',
  'The result, when school starts at eight or earlier, is a kind of permanent jet lag. A teenager who falls asleep at midnight and gets up at half past six loses around two hours of sleep every school night. By Friday, that adds up to a whole night\'s sleep. Many try to catch up at the weekend by sleeping until lunchtime, but this only pushes their body clock even later and makes Monday morning worse.',
  'Lack of sleep affects far more than mood. Studies have linked it to poorer memory and concentration, slower reactions and a greater risk of accidents among young drivers. It may also affect mental health: teenagers who regularly sleep fewer than seven hours are more likely to say that they feel anxious or low.',
  'Some schools have responded by changing their timetables. When one school district moved the start of the day from 7:50 to 8:45, students slept on average forty minutes longer, attendance rose and, perhaps surprisingly, there were fewer car accidents involving teenage drivers in the area. Critics argue that later starts cause problems for parents\' working hours and for after-school sports, and not every study has found such clear benefits.',
  'Technology does play a part, scientists admit. The bright light from screens can delay the release of melatonin even further, and messages and games keep the brain busy when it should be winding down. Experts recommend switching off devices an hour before bed and keeping phones out of the bedroom altogether. Going outside in daylight early in the morning can also help to move the body clock earlier.',
  'Parents, meanwhile, may need to change their expectations. A teenager who cannot get up is not necessarily lazy or difficult. He or she may simply be living in a different time zone from the rest of the family.',
].join('\n\n');

const writingSituation = [
  'You live near Millfield Park. You have received this message from your friend Alex, who lives in the same street:',
  '"Hi! Did you see the notice on the park gate? The council wants to build a car park on part of Millfield Park, right where the children\'s playground and the football pitch are now. They say the town centre needs more parking spaces. I think it\'s a terrible idea, and so do lots of the neighbours. What do you think? Should we do something about it?"',
].join('\n\n');

const speakingPart3Text = [
  'Tourism does more good than harm to a country.',
  'FOR',
  '1. Tourism creates jobs and brings money into the country.\n2. Income from visitors helps to protect historic buildings and nature.\n3. Visitors and local people learn about each other\'s cultures.',
  'AGAINST',
  '1. Crowds of visitors can make prices and rents too high for local people.\n2. Large numbers of tourists can damage beaches, forests and old towns.\n3. Many tourism jobs are seasonal and badly paid.',
].join('\n\n');

export const exam: MultiLevelExam = {
  id: 2,
  name: 'Multi Level Mock 2',
  duration: 180,
  sections: [
    {
      id: 21,
      type: 'listening',
      duration: 45,
      audio_path: `multi-level/${SLUG}/listening.mp3`,
      parts: [
        {
          id: 201,
          label: '1',
          description:
            'You will hear eight short conversations. For questions 1-8, choose the correct answer. You will hear each conversation once.',
          right_text: '',
          photo_path: null,
          questions: [
            quiz(2001, 'Which room is the meeting in?', ['Room 12', 'Room 14', 'Room 21']),
            quiz(2002, 'What does the woman borrow?', ['a phone charger', 'an umbrella', 'a bicycle']),
            quiz(2003, 'What does the man do now?', ['He is a teacher.', 'He is a nurse.', 'He is a photographer.']),
            quiz(2004, 'Which day will they go to the museum?', ['Tuesday', 'Wednesday', 'Thursday']),
            quiz(2005, "What is the problem with the man's new flat?", [
              'It is too noisy.',
              'It is too small.',
              'It is too far from work.',
            ]),
            quiz(2006, 'What will the man bring to the party?', ['drinks', 'a dessert', 'a salad']),
            quiz(2007, 'How did the woman hurt her arm?', ['playing tennis', 'falling off her bike', 'carrying a box']),
            quiz(2008, 'How late will the train to Leeds be?', ['10 minutes', '20 minutes', '40 minutes']),
          ],
        },
        {
          id: 202,
          label: '2',
          description:
            'You will hear a radio presenter giving information about a charity fun run. For questions 9-14, complete the notes. Write NO MORE THAN ONE WORD OR A NUMBER for each answer.',
          right_text: 'Westbridge Fun Run',
          photo_path: null,
          questions: [
            fill(2009, 'Length of the route this year: [input] kilometres'),
            fill(2010, 'Register online before [input]'),
            fill(2011, 'Start: next to the [input] in Elm Park'),
            fill(2012, 'Money raised will buy equipment for the city\'s [input] service.'),
            fill(2013, 'Every runner gets a [input] at the finish.'),
            fill(2014, 'Free parking: the [input] centre on Mill Lane'),
          ],
        },
        {
          id: 203,
          label: '3',
          description:
            'You will hear five people talking about their first job. For questions 15-19, choose from the list (A-F) what each speaker says. Use each letter only once. There is one extra letter which you do not need to use.',
          right_text: '',
          photo_path: null,
          questions: [
            select(2015, 'Speaker 1', FIRST_JOB_STATEMENTS),
            select(2016, 'Speaker 2', FIRST_JOB_STATEMENTS),
            select(2017, 'Speaker 3', FIRST_JOB_STATEMENTS),
            select(2018, 'Speaker 4', FIRST_JOB_STATEMENTS),
            select(2019, 'Speaker 5', FIRST_JOB_STATEMENTS),
          ],
        },
        {
          id: 204,
          label: '4',
          description:
            'You will hear a ranger welcoming visitors to Kelvale Country Park. For questions 20-24, label the map. Choose the correct letter, A-H. There are three extra letters.',
          right_text: '',
          photo_path: `multi-level/${SLUG}/listening-map.svg`,
          questions: [
            mapLabel(2020, 'Boat hire', MAP_LETTERS),
            mapLabel(2021, 'Picnic area', MAP_LETTERS),
            mapLabel(2022, 'Bird hide', MAP_LETTERS),
            mapLabel(2023, 'Adventure playground', MAP_LETTERS),
            mapLabel(2024, 'Rose garden', MAP_LETTERS),
          ],
        },
        {
          id: 205,
          label: '5',
          description:
            'You will hear three extracts. For questions 25-30, choose the correct answer. There are two questions for each extract.',
          right_text: [
            'Extract 1 (questions 25-26): two students are talking about a group project.',
            'Extract 2 (questions 27-28): a radio presenter is interviewing a travel writer.',
            'Extract 3 (questions 29-30): a father and his daughter are talking about her university offer.',
          ].join('\n'),
          photo_path: null,
          questions: [
            quiz(2025, 'What problem does the man mention?', [
              'The deadline has been moved forward.',
              'One member of the group is not doing his share.',
              'They have chosen a difficult topic.',
            ]),
            quiz(2026, 'What do the students decide to do?', [
              'speak to their tutor',
              'ask for more time',
              'divide the work differently',
            ]),
            quiz(2027, 'Why did Helen stop flying?', [
              'A cancelled flight made her take the train.',
              'She wanted to reduce her effect on the environment.',
              'Her publisher asked her to write about trains.',
            ]),
            quiz(2028, 'What does Helen say about travelling by train?', [
              'It is cheaper than people think.',
              'It is more comfortable than flying.',
              'It needs more planning than flying.',
            ]),
            quiz(2029, 'Why is the daughter unsure about the course?', [
              'the cost of studying',
              'the length of the course',
              'the city where the university is',
            ]),
            quiz(2030, 'What does the father suggest?', [
              'talking to someone who works as an architect',
              'taking a year off before university',
              'applying for a shorter course',
            ]),
          ],
        },
        {
          id: 206,
          label: '6',
          description:
            'You will hear part of a lecture about heat in cities. For questions 31-35, complete the notes. Write NO MORE THAN ONE WORD OR A NUMBER for each answer.',
          right_text: 'Urban heat islands: lecture notes',
          photo_path: null,
          questions: [
            fill(2031, 'On a calm night, a city centre can be up to [input] degrees warmer than the countryside.'),
            fill(2032, 'Tall buildings trap heat and block the [input].'),
            fill(2033, 'Painting roofs [input] can lower the temperature inside buildings.'),
            fill(2034, 'Trees cool the air by giving shade and by releasing [input] through their leaves.'),
            fill(2035, 'Marbury: a [input] that had been covered by a road was opened up again.'),
          ],
        },
      ],
    },
    {
      id: 22,
      type: 'reading',
      duration: 60,
      audio_path: null,
      parts: [
        {
          id: 211,
          label: '1',
          description: 'Read the text. Fill in each gap with ONE word.',
          right_text: readingPart1Text,
          photo_path: null,
          questions: [
            fill(2101, 'The Library of Things ... has already signed up more [input] nine hundred members.'),
            fill(2102, 'A typical electric drill, for example, is used for [input] total of around fifteen minutes in its whole life.'),
            fill(
              2103,
              'Members pay a small fee to borrow what they need, [input] means that fewer things are made, bought and eventually thrown away.',
            ),
            fill(2104, 'Members ... bring it back [input] the end of the loan period, which is usually a week.'),
            fill(
              2105,
              'The project was started by two neighbours, Mina Patel and George Osei, [input] were tired of seeing perfectly good things thrown into skips.',
            ),
            fill(
              2106,
              'Neither of them had run a business before, [input] they persuaded the council to let them use the empty shop for free.',
            ),
          ],
        },
        {
          id: 212,
          label: '2',
          description:
            'Read about eight people (questions 7-14) and ten volunteering opportunities (A-J). Choose the most suitable opportunity for each person. There are two extra opportunities which you do not need to use.',
          right_text: readingPart2Text,
          photo_path: null,
          questions: [
            select(
              2107,
              'Marcus loves music and would like to try speaking on the radio, although he has never done it before. He can spare a couple of evenings a month.',
              VOLUNTEERING,
            ),
            select(
              2108,
              'Sofia is training to be a primary school teacher and wants more experience with young children. Her only free time is on Thursday afternoons.',
              VOLUNTEERING,
            ),
            select(
              2109,
              'Pavel is a professional chef. He wants to use his skills to help people who are going through hard times.',
              VOLUNTEERING,
            ),
            select(
              2110,
              'Kenji has just retired from a career in computing. He would like to help people of his own age during the week.',
              VOLUNTEERING,
            ),
            select(
              2111,
              'Amara works in an office from Monday to Friday. At the weekend she wants to be outside, and she does not mind getting tired and dirty.',
              VOLUNTEERING,
            ),
            select(
              2112,
              'Leila is only in Westford for a few weeks in the summer. She would love to hear some live bands without paying for tickets.',
              VOLUNTEERING,
            ),
            select(
              2113,
              'Ruth is a nurse who works at weekends. On her weekday mornings off she would like to spend time with animals.',
              VOLUNTEERING,
            ),
            select(
              2114,
              'Daniel speaks English and Spanish and knows a lot about the history of Westford. He is free at weekends.',
              VOLUNTEERING,
            ),
          ],
        },
        {
          id: 213,
          label: '3',
          description:
            'Read the text. Choose the correct heading for each paragraph (questions 15-20) from the list of headings (A-H). There are two extra headings which you do not need to use.',
          right_text: readingPart3Text,
          photo_path: null,
          questions: [
            select(2115, 'Paragraph 1', HEADINGS),
            select(2116, 'Paragraph 2', HEADINGS),
            select(2117, 'Paragraph 3', HEADINGS),
            select(2118, 'Paragraph 4', HEADINGS),
            select(2119, 'Paragraph 5', HEADINGS),
            select(2120, 'Paragraph 6', HEADINGS),
          ],
        },
        {
          id: 214,
          label: '4',
          description:
            'Read the text. For questions 21-24, choose the correct answer. For questions 25-29, decide if the statements agree with the information in the text: choose True, False or Not Given.',
          right_text: readingPart4Text,
          photo_path: null,
          questions: [
            quiz(2121, 'What point does Dr Reyes make in the first paragraph?', [
              'Cities are noisier at night than people think.',
              'People tend to ignore much of what they hear.',
              'Cities look more attractive than they sound.',
              'Recording sound needs expensive equipment.',
            ]),
            quiz(2122, 'How did the sound map project begin?', [
              'Reyes noticed a change in the way city birds sang.',
              'The council asked Reyes to measure noise levels.',
              'Volunteers started sending Reyes their recordings.',
              'Reyes decided to record the city where she grew up.',
            ]),
            quiz(2123, 'What did the fountain experiment show?', [
              'Visitors disliked the extra noise.',
              'The square became quieter overall.',
              'The type of sound changed how people felt.',
              'People preferred birdsong to the sound of water.',
            ]),
            quiz(2124, 'How does Reyes respond to criticism of the sound map?', [
              'She says the recordings are as accurate as the monitors.',
              'She argues that the council wastes money in other ways.',
              'She plans to replace the volunteers with professionals.',
              'She admits its limits but says it is used with other data.',
            ]),
            tfng(2125, 'Reyes has been working on the sound map for ten years.'),
            tfng(2126, 'Reyes believes that cities should be made as quiet as possible.'),
            tfng(2127, 'Reading scores at one school improved after traffic near it was reduced.'),
            tfng(2128, 'The design of the new park by the ring road made use of the sound map recordings.'),
            tfng(2129, 'Reyes is paid for her work on the council committee.'),
          ],
        },
        {
          id: 215,
          label: '5',
          description:
            'Read the text. For questions 30-33, complete the summary. Use NO MORE THAN ONE WORD from the text for each answer. For questions 34-35, choose the correct answer.',
          right_text: readingPart5Text,
          photo_path: null,
          questions: [
            fill(2130, 'In adolescence, the body starts to release the hormone [input] later in the evening.'),
            fill(2131, 'Sleeping until lunchtime at the weekend only makes the body clock even [input].'),
            fill(2132, 'Lack of sleep is linked to poorer memory and [input].'),
            fill(2133, 'Light from screens before bed can [input] the release of the sleep hormone.'),
            quiz(2134, 'What happened when the school district started the day later?', [
              'Students went to bed later.',
              'More students came to school.',
              'After-school sports were cancelled.',
              'Parents complained about the change.',
            ]),
            quiz(2135, "What is the writer's main message to parents?", [
              "They should take their teenagers' phones away.",
              'They should accept that teenagers need less sleep.',
              'They should understand that the problem is largely biological.',
              'They should make teenagers get up early at weekends.',
            ]),
          ],
        },
      ],
    },
    {
      id: 23,
      type: 'writing',
      duration: 60,
      audio_path: null,
      parts: [
        {
          id: 221,
          label: '1',
          description: 'Read the situation and the message. Then complete both tasks, 1.1 and 1.2.',
          right_text: writingSituation,
          photo_path: null,
          questions: [
            essay(
              2201,
              'Task 1.1. Write a letter to your friend Alex. Say what you think about the plan and what you would like to do about it. Write about 50 words.',
            ),
            essay(
              2202,
              'Task 1.2. Write a letter to the town council. Explain why the park is important to local people and suggest other ways to solve the parking problem. Write 120-150 words.',
            ),
          ],
        },
        {
          id: 222,
          label: '2',
          description:
            'You are taking part in an online discussion on a website about schools. Write your response to the question below. Give reasons and examples. Write 180-200 words.',
          right_text:
            '"More and more schools are banning mobile phones for the whole school day, including break times. Supporters say pupils concentrate and talk to each other more; critics say phones are useful learning tools and pupils need to learn to use them sensibly. What is your opinion?"',
          photo_path: null,
          questions: [
            essay(
              2203,
              'Task 2. Should schools ban mobile phones for the whole school day? Give your opinion with reasons and examples. Write 180-200 words.',
            ),
          ],
        },
      ],
    },
    {
      id: 24,
      type: 'speaking',
      duration: 15,
      audio_path: null,
      parts: [
        {
          id: 231,
          label: '1.1',
          description: 'Answer the questions about yourself. You have 30 seconds for each answer.',
          right_text: '',
          photo_path: null,
          questions: [
            speaking(2301, 'Where do you live, and what do you like about it?', 5, 30),
            speaking(2302, 'How do you usually travel to school or work?', 5, 30),
            speaking(2303, 'What kind of music do you enjoy, and when do you listen to it?', 5, 30),
          ],
        },
        {
          id: 232,
          label: '1.2',
          description:
            'Look at the two pictures: people shopping at a busy outdoor market, and a person shopping online at home. Answer the questions.',
          right_text: '',
          photo_path: `multi-level/${SLUG}/speaking-part1-2.svg`,
          questions: [
            speaking(2304, 'What are the main differences between the two ways of shopping in the pictures?', 10, 30),
            speaking(2305, 'Which way of shopping do you prefer, and why?', 10, 30),
            speaking(2306, 'How do you think shopping will change in the next twenty years?', 10, 30),
          ],
        },
        {
          id: 233,
          label: '2',
          description:
            'Look at the picture of a grandmother teaching her grandson to cook. You have 1 minute to prepare and 2 minutes to speak. Answer all three questions.',
          right_text: '',
          photo_path: `multi-level/${SLUG}/speaking-part2.svg`,
          questions: [
            speaking(
              2307,
              'Talk about learning from older people. What is something useful that an older person has taught you? Describe how they taught it to you. Why do you think young and old people sometimes find it hard to understand each other?',
              60,
              120,
            ),
          ],
        },
        {
          id: 234,
          label: '3',
          description:
            'Read the statement and the arguments for and against it. You have 1 minute to prepare and 2 minutes to speak.',
          right_text: speakingPart3Text,
          photo_path: null,
          questions: [
            speaking(
              2308,
              'Discuss the statement "Tourism does more good than harm to a country." Use the arguments for and against and your own ideas, and say which side you agree with and why.',
              60,
              120,
            ),
          ],
        },
      ],
    },
  ],
};
