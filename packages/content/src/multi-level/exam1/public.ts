import type { MultiLevelAnswer, MultiLevelExam, MultiLevelQuestion } from '@bandwise/core';

/**
 * Multi Level Mock 1: original content in the national CEFR (B1-C1) format. Public part only, safe for the browser;
 * the keys and listening scripts are in ./keys.ts.
 *
 * Id ranges owned by this exam (ids are global across exams): sections 11-14, parts 101-199,
 * questions 1001-1999 (listening 1001-1035, reading 1101-1135, writing 1201-1203, speaking 1301-1308),
 * answer options 10001-19999.
 */
const SLUG = 'exam1';
const QUESTION_BASE = 1000;
const ANSWER_BASE = 10000;
const LETTERS = 'ABCDEFGHIJ';

/**
 * Option ids follow their question's id (question 1007 owns 10070-10079), so each question has its own option ids
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
const SKILL_STATEMENTS = [
  'A) I was surprised by how quickly I made progress.',
  'B) I have learned more from other learners than from the teacher.',
  'C) I nearly gave up because of the cost.',
  'D) I started for one reason but carry on for another.',
  'E) I find it hard to fit practice into my daily routine.',
  'F) A member of my family persuaded me to begin.',
] as const;

const MAP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

const COURSES = [
  'A) Digital Photography for Beginners',
  'B) Phone Photography Walks',
  'C) Cooking on a Budget',
  'D) Family Baking Mornings',
  'E) Conversational Italian',
  'F) Italian from Scratch',
  'G) Furniture Restoration Weekend',
  'H) Build Your Own Website',
  'I) Creative Writing: Short Stories',
  'J) Garden Design Day',
] as const;

const HEADINGS = [
  'A) Products that are hard to open',
  'B) Why some visitors are disappointed',
  'C) A small idea that travelled far',
  'D) Knowledge that may be lost',
  'E) Learning by watching',
  'F) Measuring the difference',
  'G) How repair cafés raise money',
  'H) Hope from new rules',
] as const;

const readingPart1Text = [
  'Carlton Street Community Garden: one year on',
  'A year ago, the piece of land behind Carlton Street library was a place most people hurried past. It was full of broken glass, old tyres and weeds (1) ______ tall as a small child. Today it is one of the busiest corners of the neighbourhood, and on a sunny Saturday morning you may have to wait for a space on the benches.',
  'The change did not happen by accident. It started with a short meeting in the library, attended by just eleven people, not one of (2) ______ had ever grown anything larger than a pot of herbs. Over the following months, that small group persuaded the council to lend them the land, raised money for tools and spent more weekends (3) ______ they can count clearing away rubbish.',
  'Since then, the garden has grown in every sense. There are now twenty-four raised beds, a small orchard of apple and pear trees, and a shed full of donated tools (4) ______ anyone can borrow. Each bed is looked after by a different household, and the harvest is shared at a picnic every September. Local schools bring classes to learn where food comes from, and a group of retired neighbours meets every Wednesday to take care (5) ______ the vegetables and, just as importantly, to talk.',
  'Not everything has gone to plan. Last summer was (6) ______ dry that several young trees died, and the group is still looking for a reliable way of collecting rainwater. Even so, the volunteers are full of ideas for next year, including a weekly market and an outdoor reading corner run by the library.',
  'If you would like to get involved, no experience is needed. Just come along on any Saturday between nine and twelve, and bring a pair of gloves.',
].join('\n\n');

const readingPart2Text = [
  'Linden Adult Learning Centre: weekend courses',
  'A  Digital Photography for Beginners\nSaturday mornings, six weeks. You have a good camera, so why leave it on automatic? Learn how light, speed and focus work, and take control of every picture. Bring your own camera; phone cameras are not suitable for this course. £90.',
  'B  Phone Photography Walks\nSunday afternoons. Explore the old town with a professional photographer and learn to take striking pictures with nothing but your smartphone. Single sessions, £12. No need to book: just meet us at the town hall steps at 2 p.m.',
  'C  Cooking on a Budget\nSaturdays, 10 a.m. to 2 p.m., four weeks. Tasty, healthy meals for under £2 a portion. Ideal for students and anyone cooking for one. All ingredients are included, and you eat what you cook. £40.',
  'D  Family Baking Mornings\nSundays, 10 a.m. to 12 noon. Parents and children aged 5 to 11 bake bread, biscuits and pizzas side by side. Everything you make goes home with you. £15 per family per session.',
  'E  Conversational Italian\nSaturdays, twelve weeks. For learners who know the basics but freeze when they have to speak. Lots of speaking practice in groups of no more than eight, with a native-speaker tutor. £150.',
  'F  Italian from Scratch\nSunday mornings, ten weeks. No previous knowledge needed. Learn the Italian you need on holiday: ordering a meal, asking the way, checking into a hotel. £120.',
  'G  Furniture Restoration Weekend\nSaturday and Sunday, 9 a.m. to 5 p.m. Bring one small piece of old wooden furniture and take it home looking like new. All tools and materials are provided. £85.',
  'H  Build Your Own Website\nSaturday mornings, five weeks, taught live online. Create a simple, attractive website to show off your business or hobby. Join from anywhere: all you need is a laptop and an internet connection. £60.',
  'I  Creative Writing: Short Stories\nSunday afternoons, eight weeks. Develop your ideas, share your work in a friendly group and receive detailed written comments on every story from a published author. £95.',
  'J  Garden Design Day\nOne Saturday, 10 a.m. to 4 p.m. Plan a small garden that looks good all year round, with help from a professional garden designer. Bring photos and measurements of your own garden. £35, lunch included.',
].join('\n\n');

const readingPart3Text = [
  'Bring it back to life: the rise of the repair café',
  '1  On the first Saturday of every month, a church hall in the small town of Eddington fills up with an unusual collection of objects: a toaster that no longer toasts, a lamp with a loose wire, a child\'s jacket with a broken zip, a laptop that refuses to start. Their owners queue patiently with cups of tea until one of the volunteer fixers is free. Events like this began in the Netherlands in 2009, when a journalist organised a single afternoon of free repairs in her neighbourhood. The idea was so easy to copy that within fifteen years there were thousands of repair cafés around the world, from Japan to Chile.',
  '2  For many organisers the main motivation is environmental, and they take the numbers seriously. At Eddington, every item is weighed when it arrives, and volunteers record whether it leaves in working order. Last year the café repaired just over six hundred objects, which together weighed almost two tonnes. Without the café, most of them would have gone to landfill, and replacing them would have meant manufacturing new products, with all the energy and raw materials that involves. "Two tonnes doesn\'t sound like much for a whole country," says the organiser, Ruth Marsh, "but multiply it by thousands of cafés and it starts to matter."',
  '3  What surprises many first-time visitors is that they cannot simply leave a broken item and collect it later. Owners must sit beside the fixer and watch, and they are often handed the screwdriver. The aim is for people to go home understanding what went wrong and, ideally, able to deal with the same problem themselves next time. "I came in with a vacuum cleaner and left knowing how to change a drive belt," says one regular. "I\'ve since done it for two of my neighbours."',
  '4  The volunteers themselves tend to be older. Many are retired engineers, electricians or dressmakers who grew up at a time when mending things was normal and every high street had a shop that repaired televisions or radios. Those shops have almost all closed, and with them has gone a great deal of practical know-how. Ruth Marsh worries about what will happen when her current team can no longer come. "We have one volunteer under thirty," she says. "Young people are brilliant with software, but very few of them have ever opened up a machine to see how it works."',
  '5  Even the most experienced fixers admit that their job is getting harder, and they put much of the blame on the way products are now designed. Cases are glued rather than screwed together, batteries are built in so that they cannot be replaced, and spare parts are either impossible to find or cost almost as much as a new item. Manufacturers argue that these designs make products thinner, lighter or waterproof. Critics reply that they also encourage customers to throw things away and buy again.',
  '6  There are signs, however, that the situation may improve. Several governments have introduced or are discussing "right to repair" laws, which require manufacturers to make spare parts and repair manuals available for a number of years after a product goes on sale. Supporters hope that such laws will help not only repair cafés but also bring back professional repair shops. Ruth Marsh is cautiously optimistic. "If the rules change, we might finally be able to fix things instead of just apologising," she says.',
].join('\n\n');

const readingPart4Text = [
  'Small but mighty: the tiny forests taking root in our cities',
  'When the residents of Harlow Road were told that a forest was going to be planted on the scruffy patch of grass at the end of their street, several of them laughed. The site was about the size of a tennis court, squeezed between a bus stop and a car park. "I thought they meant a couple of trees and a bench," admits Colin Hart, who has lived opposite it for thirty years. Three years later, the patch is a dense thicket of oak, hazel, wild cherry and rowan, some of it already taller than the bus shelter, and in summer it hums with insects.',
  'Harlow Road is one of a growing number of "tiny forests": woodlands no bigger than a few hundred square metres, planted in the middle of towns and cities. The technique behind them was developed in Japan in the 1970s by a botanist who wanted to recreate the natural forests that had once covered the land. Instead of spacing young trees several metres apart, as traditional foresters do, planters put three to five saplings in every square metre, choosing a wide mix of species that would naturally grow together in that area.',
  'The dense planting is the key to the method. Crowded together, the young trees compete for light and so grow upwards unusually fast. Their leaves soon form a closed roof over the site that shades the ground, keeping in moisture and stopping weeds from taking hold. Before planting, the soil is dug deeply and mixed with compost and other natural material, which helps the roots establish themselves. For the first two or three years the site needs regular watering and weeding, but after that, supporters say, it should largely look after itself.',
  'The claims made for tiny forests are ambitious. Some enthusiasts say they grow ten times faster than conventional plantations and support far more wildlife. Dr Amira Saleh, an urban ecologist who has monitored eleven tiny forests for the past five years, is more careful. "The growth in the first few years is genuinely impressive," she says. "But a forest is not just tall trees. Many of the plants, fungi and insects we find in old woodland take decades, sometimes centuries, to arrive. We shouldn\'t pretend that a five-year-old planting is the same thing as an ancient wood."',
  'Her own research has, however, found clear benefits. The forests she studies contain significantly more species of insects than nearby areas of mown grass, and on hot days the air inside them can be several degrees cooler than in the surrounding streets. They also appear to soak up large amounts of rainwater, which may reduce local flooding, an effect she is now measuring more precisely.',
  'Not everyone is convinced. Some foresters argue that planting so many trees close together is wasteful, since many of them will die as the strongest take over. Others point out that the cost per square metre is high compared with simply letting an area grow wild. "If you leave a field alone, trees will arrive by themselves," says one critic. "It takes longer, but it\'s free." In a crowded city, though, few councils are willing to leave valuable land untouched for twenty years.',
  'For many of the people involved, the most important benefits are social rather than ecological. Tiny forests are usually planted in a single day by volunteers, often including local schoolchildren, and the planting day can bring together neighbours who have never spoken to each other. At Harlow Road, a group of residents now meets once a month to care for the site, and a nearby primary school uses it for outdoor lessons. Colin Hart has become one of its most enthusiastic guardians. "I was wrong," he says, smiling. "It isn\'t a couple of trees and a bench. It doesn\'t even have a bench."',
].join('\n\n');

const readingPart5Text = [
  'In praise of boredom',
  'Most of us will do almost anything to avoid being bored. We check our phones in queues, listen to podcasts while we wash up, and fill every spare minute with something to look at. In one experiment, volunteers were left alone in an empty room for a quarter of an hour with nothing to do but think. The only object in the room was a button that gave a mild electric shock. A surprising number of them chose to press it at least once, apparently preferring an unpleasant experience to no experience at all.',
  'Yet a growing number of psychologists argue that boredom deserves a better reputation. They point out that it is not simply a lack of interest but an emotion, and, like other emotions, it has a purpose. Fear warns us of danger; boredom, they suggest, tells us that what we are doing is not meeting our needs and pushes us to look for something more satisfying. In this sense it works rather like hunger: unpleasant, but useful, because it makes us act.',
  'There is also evidence that boredom can make people more creative. In a study at a British university, one group of participants spent fifteen minutes copying numbers from a telephone directory, a deliberately dull task, while another group went straight on to the main activity. Both groups were then asked to think of as many uses as possible for a pair of plastic cups. Those who had been bored came up with more ideas, and more original ones. The researchers believe that when the mind has nothing to hold its attention, it begins to wander, and this daydreaming allows it to make unexpected connections.',
  'The problem, according to some experts, is that modern technology rarely gives the mind a chance to wander. Every moment of possible boredom can be filled instantly with messages, videos or games. The smartphone, in other words, acts as a painkiller, removing the discomfort before it can do its useful work. Children may be particularly affected. Parents who feel they must keep their children entertained at all times, with organised activities after school and screens in the car, may be taking away chances for them to invent their own games and discover what really interests them.',
  'None of this means that all boredom is healthy. Researchers distinguish between the short-lived boredom of a long train journey and the chronic boredom of people who feel trapped in jobs or lives that offer them no meaning. The second kind is linked to depression, overeating and risky behaviour, and it is not something that a little daydreaming can cure.',
  'Still, for most of us the advice is simple. The next time you feel bored, try not to reach for your phone straight away. Look out of the window, let your thoughts drift and see where they take you. You may be surprised by what you find.',
].join('\n\n');

const writingSituation = [
  'You are a member of the Greenfield Sports Club. You have received this message from your friend Sam, who is also a member:',
  '"Hi! Have you heard the news? From next month the club is closing the swimming pool on weekday evenings to save money. It will only be open in the mornings, from 6 to 9. I can\'t believe it: that\'s exactly when most of us are at work or college! Lots of members are really upset. What do you think we should do?"',
].join('\n\n');

const speakingPart3Text = [
  'Private cars should be banned from city centres.',
  'FOR',
  '1. Cleaner air and less noise for people who live and work in the centre.\n2. Streets become safer for pedestrians and cyclists.\n3. More space for trees, markets and cafés instead of car parks.',
  'AGAINST',
  '1. Older and disabled people may find it hard to get around.\n2. Shops in the centre could lose customers to out-of-town shopping centres.\n3. In many towns public transport is not good enough to replace the car.',
].join('\n\n');

export const exam: MultiLevelExam = {
  id: 1,
  name: 'Multi Level Mock 1',
  duration: 180,
  sections: [
    {
      id: 11,
      type: 'listening',
      duration: 45,
      audio_path: `multi-level/${SLUG}/listening.mp3`,
      parts: [
        {
          id: 101,
          label: '1',
          description:
            'You will hear eight short conversations. For questions 1-8, choose the correct answer. You will hear each conversation once.',
          right_text: '',
          photo_path: null,
          questions: [
            quiz(1001, 'What time will the friends meet?', ['7:00', '7:15', '7:30']),
            quiz(1002, 'What did the woman buy for her brother?', ['a book', 'a watch', 'a scarf']),
            quiz(1003, "Where was the man's phone?", ['in the kitchen', 'in his car', 'at the gym']),
            quiz(1004, 'How will the woman travel to the conference?', ['by plane', 'by coach', 'by train']),
            quiz(1005, 'What will the weather be like on Saturday?', ['sunny', 'windy', 'rainy']),
            quiz(1006, 'What does the man order?', ['a chicken salad', 'vegetable soup', 'fish']),
            quiz(1007, 'Why was the woman late?', [
              'Her train was cancelled.',
              'She had to go back home.',
              'She missed her bus.',
            ]),
            quiz(1008, 'How much did the man pay for each ticket?', ['£12', '£18', '£24']),
          ],
        },
        {
          id: 102,
          label: '2',
          description:
            'You will hear a guide talking to passengers on a heritage railway. For questions 9-14, complete the notes. Write NO MORE THAN ONE WORD OR A NUMBER for each answer.',
          right_text: 'Greywater Valley Railway: trip to Millbrook',
          photo_path: null,
          questions: [
            fill(1009, 'Journey time to Millbrook today: [input] minutes'),
            fill(1010, 'The railway was first built to carry [input] from the quarries.'),
            fill(1011, 'Keep the [input] closed in Fenwick Tunnel.'),
            fill(1012, 'Snacks and hot drinks: carriage number [input]'),
            fill(1013, 'Recommended at Millbrook: the old [input] behind the platform'),
            fill(1014, 'Children under [input] travel free.'),
          ],
        },
        {
          id: 103,
          label: '3',
          description:
            'You will hear five people talking about learning a new skill as an adult. For questions 15-19, choose from the list (A-F) what each speaker says. Use each letter only once. There is one extra letter which you do not need to use.',
          right_text: '',
          photo_path: null,
          questions: [
            select(1015, 'Speaker 1', SKILL_STATEMENTS),
            select(1016, 'Speaker 2', SKILL_STATEMENTS),
            select(1017, 'Speaker 3', SKILL_STATEMENTS),
            select(1018, 'Speaker 4', SKILL_STATEMENTS),
            select(1019, 'Speaker 5', SKILL_STATEMENTS),
          ],
        },
        {
          id: 104,
          label: '4',
          description:
            'You will hear a guide describing the ground floor of Ashford Riverside Museum. For questions 20-24, label the plan. Choose the correct letter, A-H. There are three extra letters.',
          right_text: '',
          photo_path: `multi-level/${SLUG}/listening-map.svg`,
          questions: [
            mapLabel(1020, 'Museum café', MAP_LETTERS),
            mapLabel(1021, 'Gift shop', MAP_LETTERS),
            mapLabel(1022, 'Cloakroom', MAP_LETTERS),
            mapLabel(1023, 'Lecture theatre', MAP_LETTERS),
            mapLabel(1024, "Children's Discovery Room", MAP_LETTERS),
          ],
        },
        {
          id: 105,
          label: '5',
          description:
            'You will hear three extracts. For questions 25-30, choose the correct answer. There are two questions for each extract.',
          right_text: [
            'Extract 1 (questions 25-26): two friends are talking about a documentary they watched.',
            'Extract 2 (questions 27-28): a radio presenter is interviewing a man who keeps bees in the city.',
            "Extract 3 (questions 29-30): two colleagues are talking about their company's new office.",
          ].join('\n'),
          photo_path: null,
          questions: [
            quiz(1025, 'What did the woman find most surprising about the documentary?', [
              'how many foxes live in the city',
              'how cleverly the foxes find food',
              'how close the foxes come to people',
            ]),
            quiz(1026, 'What do the friends agree about?', [
              'The programme was too long.',
              'The presenter was well chosen.',
              'The music spoiled some scenes.',
            ]),
            quiz(1027, 'Why did Daniel start keeping bees?', [
              'He was concerned about falling bee numbers.',
              'He hoped to sell the honey.',
              'A colleague asked him to look after a hive.',
            ]),
            quiz(1028, 'What has Daniel found most difficult?', [
              'protecting the bees from the wind',
              'getting permission to use the roof',
              'finding time to look after the bees',
            ]),
            quiz(1029, "What is the man's main concern about the new office?", [
              'the journey to work',
              'the cost of the move',
              'the open-plan design',
            ]),
            quiz(1030, 'What does the woman suggest?', [
              'visiting the new building before the move',
              'asking the manager for more quiet rooms',
              'working from home more often',
            ]),
          ],
        },
        {
          id: 106,
          label: '6',
          description:
            'You will hear part of a lecture about the history of the bicycle. For questions 31-35, complete the notes. Write NO MORE THAN ONE WORD for each answer.',
          right_text: 'The history of the bicycle: lecture notes',
          photo_path: null,
          questions: [
            fill(1031, "1817, the 'running machine': two wheels and a wooden frame, but no [input]"),
            fill(1032, "1860s, the 'boneshaker': wheels made of wood and [input]"),
            fill(1033, 'The penny-farthing: fast but extremely [input]'),
            fill(1034, "The 'safety bicycle': the pedals used a [input] to drive the back wheel."),
            fill(1035, 'Air-filled tyre (1888): developed by a [input] from Scotland'),
          ],
        },
      ],
    },
    {
      id: 12,
      type: 'reading',
      duration: 60,
      audio_path: null,
      parts: [
        {
          id: 111,
          label: '1',
          description: 'Read the text. Fill in each gap with ONE word.',
          right_text: readingPart1Text,
          photo_path: null,
          questions: [
            fill(1101, 'It was full of broken glass, old tyres and weeds [input] tall as a small child.'),
            fill(
              1102,
              'It started with a short meeting in the library, attended by just eleven people, not one of [input] had ever grown anything larger than a pot of herbs.',
            ),
            fill(1103, 'That small group ... spent more weekends [input] they can count clearing away rubbish.'),
            fill(1104, 'There are now ... a shed full of donated tools [input] anyone can borrow.'),
            fill(
              1105,
              'A group of retired neighbours meets every Wednesday to take care [input] the vegetables and, just as importantly, to talk.',
            ),
            fill(1106, 'Last summer was [input] dry that several young trees died.'),
          ],
        },
        {
          id: 112,
          label: '2',
          description:
            'Read about eight people (questions 7-14) and the advertisements for ten weekend courses (A-J). Choose the most suitable course for each person. There are two extra courses which you do not need to use.',
          right_text: readingPart2Text,
          photo_path: null,
          questions: [
            select(
              1107,
              'Oliver has been writing stories for years but has never shown them to anyone. He would like an experienced writer to tell him what they think of his work.',
              COURSES,
            ),
            select(
              1108,
              'Marta has just bought her first serious camera and wants to stop relying on the automatic setting. She is only free on Saturdays.',
              COURSES,
            ),
            select(
              1109,
              'Lena makes jewellery and wants somewhere on the internet where customers can see her work. She lives an hour from the town and would rather not travel.',
              COURSES,
            ),
            select(
              1110,
              'Grace is looking for something creative to do at the weekend with her seven-year-old son, where they can make things together.',
              COURSES,
            ),
            select(
              1111,
              'Priya is going to Rome in the summer and has never studied Italian. She wants to be able to manage in restaurants and hotels.',
              COURSES,
            ),
            select(
              1112,
              'Josh is a university student who is tired of eating takeaways. He wants to learn to make healthy food without spending much money.',
              COURSES,
            ),
            select(
              1113,
              'Tom lived in Milan for a year and understands Italian quite well, but he gets nervous when he has to speak. He wants a small class with plenty of practice.',
              COURSES,
            ),
            select(
              1114,
              "Ahmed has inherited his grandmother's old wooden chair. He wants to repair it himself and can give up a whole weekend to do it.",
              COURSES,
            ),
          ],
        },
        {
          id: 113,
          label: '3',
          description:
            'Read the text. Choose the correct heading for each paragraph (questions 15-20) from the list of headings (A-H). There are two extra headings which you do not need to use.',
          right_text: readingPart3Text,
          photo_path: null,
          questions: [
            select(1115, 'Paragraph 1', HEADINGS),
            select(1116, 'Paragraph 2', HEADINGS),
            select(1117, 'Paragraph 3', HEADINGS),
            select(1118, 'Paragraph 4', HEADINGS),
            select(1119, 'Paragraph 5', HEADINGS),
            select(1120, 'Paragraph 6', HEADINGS),
          ],
        },
        {
          id: 114,
          label: '4',
          description:
            'Read the text. For questions 21-24, choose the correct answer. For questions 25-29, decide if the statements agree with the information in the text: choose True, False or Not Given.',
          right_text: readingPart4Text,
          photo_path: null,
          questions: [
            quiz(1121, 'How did Colin Hart first react to the plan for Harlow Road?', [
              'He was worried that it would attract insects.',
              'He did not take it seriously.',
              'He complained that it would take away parking spaces.',
              'He offered to help plant the trees.',
            ]),
            quiz(1122, 'According to the text, why do the trees in a tiny forest grow so quickly?', [
              'They are watered every day.',
              'They are planted in soil brought from ancient woods.',
              'They compete with each other for light.',
              'They are all species that naturally grow fast.',
            ]),
            quiz(1123, "What is Dr Saleh's main point about the claims made for tiny forests?", [
              'They are completely untrue.',
              'They are based on too few examples.',
              'They ignore the problem of weeds.',
              'They overstate how quickly a complete woodland can develop.',
            ]),
            quiz(1124, 'What does the critic quoted in the sixth paragraph suggest?', [
              'Land can turn into forest naturally at no cost.',
              'Cities should plant fewer but larger forests.',
              'Councils should pay volunteers to plant trees.',
              'Tiny forests should be planted outside cities.',
            ]),
            tfng(1125, 'The Harlow Road forest was planted on land that used to be a car park.'),
            tfng(1126, 'A tiny forest needs regular watering for as long as it exists.'),
            tfng(1127, 'Dr Saleh has found more species of birds in tiny forests than in areas of grass.'),
            tfng(1128, 'Dr Saleh is currently studying how tiny forests affect flooding.'),
            tfng(1129, 'Children from the primary school near Harlow Road helped to plant the forest.'),
          ],
        },
        {
          id: 115,
          label: '5',
          description:
            'Read the text. For questions 30-33, complete the summary. Use NO MORE THAN ONE WORD from the text for each answer. For questions 34-35, choose the correct answer.',
          right_text: readingPart5Text,
          photo_path: null,
          questions: [
            fill(1130, 'Some psychologists argue that boredom is an [input] which, like others, has a purpose.'),
            fill(1131, 'They compare boredom to [input]: it is unpleasant, but it makes us act.'),
            fill(1132, 'A study suggests that people who have been bored may become more [input].'),
            fill(1133, 'Some experts say the smartphone works like a [input], taking away discomfort too quickly.'),
            quiz(1134, 'What did the researchers in the British study conclude?', [
              'Copying numbers improves the memory.',
              'A wandering mind can link ideas in unexpected ways.',
              'Boring tasks make people less productive afterwards.',
              'People think of more ideas when they work in groups.',
            ]),
            quiz(1135, 'What does the writer say about chronic boredom?', [
              'It mostly affects children.',
              'It can be cured by daydreaming.',
              'It is connected with serious problems.',
              'It is less common than people believe.',
            ]),
          ],
        },
      ],
    },
    {
      id: 13,
      type: 'writing',
      duration: 60,
      audio_path: null,
      parts: [
        {
          id: 121,
          label: '1',
          description: 'Read the situation and the message. Then complete both tasks, 1.1 and 1.2.',
          right_text: writingSituation,
          photo_path: null,
          questions: [
            essay(
              1201,
              'Task 1.1. Write a letter to your friend Sam. Say how you feel about the change and what you think the two of you should do. Write about 50 words.',
            ),
            essay(
              1202,
              'Task 1.2. Write a letter to the manager of the club. Explain how the change affects you and other members, and suggest what the club could do instead. Write 120-150 words.',
            ),
          ],
        },
        {
          id: 122,
          label: '2',
          description:
            'You are taking part in an online discussion on an education website. Write your response to the question below. Give reasons and examples. Write 180-200 words.',
          right_text:
            '"Some people think every young person should spend a year working or volunteering before going to university. Others believe this is a waste of valuable time. What is your opinion?"',
          photo_path: null,
          questions: [
            essay(
              1203,
              'Task 2. Should young people spend a year working or volunteering before going to university, or is it a waste of time? Give your opinion with reasons and examples. Write 180-200 words.',
            ),
          ],
        },
      ],
    },
    {
      id: 14,
      type: 'speaking',
      duration: 15,
      audio_path: null,
      parts: [
        {
          id: 131,
          label: '1.1',
          description: 'Answer the questions about yourself. You have 30 seconds for each answer.',
          right_text: '',
          photo_path: null,
          questions: [
            speaking(1301, 'What do you usually do at the weekend?', 5, 30),
            speaking(1302, 'Do you prefer spending your free time indoors or outdoors? Why?', 5, 30),
            speaking(1303, 'Tell me about a hobby you would like to try in the future.', 5, 30),
          ],
        },
        {
          id: 132,
          label: '1.2',
          description:
            'Look at the two pictures: one person studying alone at home, and a group of students studying together in a library. Answer the questions.',
          right_text: '',
          photo_path: `multi-level/${SLUG}/speaking-part1-2.svg`,
          questions: [
            speaking(1304, 'What are the main differences between the two ways of studying in the pictures?', 10, 30),
            speaking(1305, 'Which of these ways of studying suits you better, and why?', 10, 30),
            speaking(1306, 'Are some subjects easier to study in a group than alone? Give examples.', 10, 30),
          ],
        },
        {
          id: 133,
          label: '2',
          description:
            'Look at the picture of volunteers cleaning a beach. You have 1 minute to prepare and 2 minutes to speak. Answer all three questions.',
          right_text: '',
          photo_path: `multi-level/${SLUG}/speaking-part2.svg`,
          questions: [
            speaking(
              1307,
              'Talk about volunteering. What kinds of volunteer work do people do where you live? Describe a time when you, or someone you know, helped others without being paid. Why do you think some people volunteer and others never do?',
              60,
              120,
            ),
          ],
        },
        {
          id: 134,
          label: '3',
          description:
            'Read the statement and the arguments for and against it. You have 1 minute to prepare and 2 minutes to speak.',
          right_text: speakingPart3Text,
          photo_path: null,
          questions: [
            speaking(
              1308,
              'Discuss the statement "Private cars should be banned from city centres." Use the arguments for and against and your own ideas, and say which side you agree with and why.',
              60,
              120,
            ),
          ],
        },
      ],
    },
  ],
};
