import type { IeltsBook, Option } from '@bandwise/core';

/**
 * Book 1 ('CAMBRIDGE (TEST 1)', routed to /book1 by the seeds): an original academic test in the seeds' 'Reading A'
 * listening and reading layouts, with 'Reading C' as reading part 3. Public data only; answers live in ./keys.ts.
 */

/** Bare letter options for 'which section / paragraph' matching: the passage itself is the text. */
function letters(...labels: string[]): Option[] {
  return labels.map((label) => ({ label, text: '' }));
}

const TFNG_INSTRUCTIONS = (passage: number) =>
  `Do the following statements agree with the information given in Reading Passage ${passage}? Choose TRUE if the statement agrees with the information, FALSE if the statement contradicts the information, or NOT GIVEN if there is no information on this.`;

export const book: IeltsBook = {
  id: 1,
  slug: 'book1',
  name: 'CAMBRIDGE (TEST 1)',
  module: 'academic',

  listening: {
    minutes: 30,
    parts: [
      {
        number: 1,
        title: 'Part 1',
        audio: 'ielts/book1/listening-1.mp3',
        groups: [
          {
            id: 'l1-g1',
            type: 'gapFill',
            layout: 'form',
            instructions: 'Complete the form below. Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
            title: 'Fieldway Dog Walkers: New Client Enquiry',
            wordLimit: { maxWords: 2, number: true },
            blocks: [
              { kind: 'heading', text: 'Owner' },
              { kind: 'field', label: 'Name', text: 'Helen {{1}}' },
              { kind: 'field', label: 'Address', text: '{{2}} Larch Avenue, Colbridge' },
              { kind: 'heading', text: 'Dog' },
              { kind: 'field', label: "Dog's name", text: 'Biscuit' },
              { kind: 'field', label: 'Breed', text: '{{3}}' },
              { kind: 'field', label: 'Age', text: '6 years' },
              { kind: 'field', label: 'Health', text: 'has a weak {{4}}' },
              { kind: 'field', label: 'Length of walk', text: 'no more than {{5}} minutes' },
              { kind: 'field', label: 'Likes', text: 'walks in the {{6}}' },
              { kind: 'field', label: 'Dislikes', text: 'bicycles' },
              { kind: 'heading', text: 'Service' },
              { kind: 'field', label: 'Type of walk', text: 'solo walk' },
              { kind: 'field', label: 'Days', text: 'Tuesday and {{7}}' },
              { kind: 'field', label: 'Cost', text: '£{{8}} per walk' },
              { kind: 'field', label: 'Before the first walk', text: "send a copy of the dog's {{9}} record" },
              { kind: 'field', label: 'Heard about the service from', text: 'a {{10}} in the library' },
            ],
          },
        ],
      },
      {
        number: 2,
        title: 'Part 2',
        audio: 'ielts/book1/listening-2.mp3',
        groups: [
          {
            id: 'l2-g1',
            type: 'chooseN',
            instructions: 'Choose TWO letters, A-E.',
            numbers: [11, 12],
            stem: 'Which TWO things must all new volunteers do?',
            options: [
              { label: 'A', text: 'attend a first-aid course' },
              { label: 'B', text: 'wear a green park jacket' },
              { label: 'C', text: 'sign in at the visitor centre' },
              { label: 'D', text: 'bring their own tools' },
              { label: 'E', text: 'complete an online safety module' },
            ],
          },
          {
            id: 'l2-g2',
            type: 'chooseN',
            instructions: 'Choose TWO letters, A-E.',
            numbers: [13, 14],
            stem: 'Which TWO changes have been made at the park this year?',
            options: [
              { label: 'A', text: 'A new car park has opened.' },
              { label: 'B', text: 'The café stays open later.' },
              { label: 'C', text: 'Dogs are allowed in the walled garden.' },
              { label: 'D', text: 'A minibus service runs from the station.' },
              { label: 'E', text: 'A place to watch birds has been built.' },
            ],
          },
          {
            id: 'l2-g3',
            type: 'matching',
            kind: 'feature',
            instructions:
              'What will the new volunteers do in each of the following areas of the park? Choose FIVE answers from the box and write the correct letter, A-H, next to Questions 15-19.',
            optionsTitle: 'Tasks',
            options: [
              { label: 'A', text: 'collect seeds' },
              { label: 'B', text: 'repair a fence' },
              { label: 'C', text: 'count butterflies' },
              { label: 'D', text: 'guide school groups' },
              { label: 'E', text: 'clear fallen leaves' },
              { label: 'F', text: 'remove plastic waste' },
              { label: 'G', text: 'paint signs' },
              { label: 'H', text: 'plant young trees' },
            ],
            reusable: false,
            questions: [
              { number: 15, stem: 'the walled garden' },
              { number: 16, stem: 'the lakeside path' },
              { number: 17, stem: 'the north meadow' },
              { number: 18, stem: 'the orchard' },
              { number: 19, stem: 'the old quarry' },
            ],
          },
          {
            id: 'l2-g4',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B or C.',
            questions: [
              {
                number: 20,
                stem: 'What does the manager say about the end-of-season event?',
                options: [
                  { label: 'A', text: 'It will be held in the visitor centre.' },
                  { label: 'B', text: 'Volunteers may bring members of their family.' },
                  { label: 'C', text: 'Volunteers will be given a certificate there.' },
                ],
              },
            ],
          },
        ],
      },
      {
        number: 3,
        title: 'Part 3',
        audio: 'ielts/book1/listening-3.mp3',
        groups: [
          {
            id: 'l3-g1',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B or C.',
            title: 'Food waste project',
            questions: [
              {
                number: 21,
                stem: 'Why did Leo and Priya choose food waste as the topic of their project?',
                options: [
                  { label: 'A', text: 'They had read an article about it.' },
                  { label: 'B', text: 'One of them had noticed the problem at work.' },
                  { label: 'C', text: 'Their tutor recommended it to them.' },
                ],
              },
              {
                number: 22,
                stem: 'How did the students measure the amount of food that was wasted?',
                options: [
                  { label: 'A', text: 'by weighing the bins at the end of each day' },
                  { label: 'B', text: 'by asking students to complete a questionnaire' },
                  { label: 'C', text: 'by photographing plates before they were cleared' },
                ],
              },
              {
                number: 23,
                stem: 'What did the students find about the food that was left most often?',
                options: [
                  { label: 'A', text: 'It was mainly the vegetables served with meals.' },
                  { label: 'B', text: 'It was mainly bread rolls and chips.' },
                  { label: 'C', text: 'It changed from one day of the week to another.' },
                ],
              },
              {
                number: 24,
                stem: 'According to the questionnaire, why did most students leave food?',
                options: [
                  { label: 'A', text: 'Their food had gone cold.' },
                  { label: 'B', text: 'They did not like the taste.' },
                  { label: 'C', text: 'They were given too much.' },
                ],
              },
              {
                number: 25,
                stem: 'What does Dr Hughes say about the questionnaire response rate?',
                options: [
                  { label: 'A', text: 'It is too low for the results to be useful.' },
                  { label: 'B', text: 'It is better than he would have expected.' },
                  { label: 'C', text: 'It should be compared with earlier surveys.' },
                ],
              },
              {
                number: 26,
                stem: 'What has the catering manager agreed to do?',
                options: [
                  { label: 'A', text: 'let students serve their own vegetables' },
                  { label: 'B', text: 'offer smaller portions at a lower price' },
                  { label: 'C', text: 'stop providing trays in the canteen' },
                ],
              },
              {
                number: 27,
                stem: 'What does Dr Hughes say about the study carried out at Marlow University?',
                options: [
                  { label: 'A', text: 'Its methods were unreliable.' },
                  { label: 'B', text: 'Its findings were very different.' },
                  { label: 'C', text: 'It covered a longer period of time.' },
                ],
              },
              {
                number: 28,
                stem: 'The students agree that the main weakness of their project is that',
                options: [
                  { label: 'A', text: 'they only collected data at lunchtime.' },
                  { label: 'B', text: 'they did not include staff in the study.' },
                  { label: 'C', text: 'their sample was too small.' },
                ],
              },
              {
                number: 29,
                stem: 'How will the students present their findings to the catering department?',
                options: [
                  { label: 'A', text: 'at a meeting with the manager' },
                  { label: 'B', text: 'in a short written report' },
                  { label: 'C', text: 'on a poster in the canteen' },
                ],
              },
              {
                number: 30,
                stem: 'What will Priya do next?',
                options: [
                  { label: 'A', text: 'contact the catering manager' },
                  { label: 'B', text: 'redesign the graphs' },
                  { label: 'C', text: 'analyse the comments on the questionnaire' },
                ],
              },
            ],
          },
        ],
      },
      {
        number: 4,
        title: 'Part 4',
        audio: 'ielts/book1/listening-4.mp3',
        groups: [
          {
            id: 'l4-g1',
            type: 'gapFill',
            layout: 'notes',
            instructions: 'Complete the notes below. Write ONE WORD ONLY for each answer.',
            title: 'The natural ice trade',
            wordLimit: { maxWords: 1, number: false },
            blocks: [
              { kind: 'heading', text: 'Before the trade' },
              { kind: 'bullet', text: 'Wealthy families kept ice in ice houses, packed with layers of {{31}}' },
              { kind: 'bullet', text: 'Ordinary people never had ice in summer' },
              { kind: 'heading', text: 'Frederic Tudor' },
              { kind: 'bullet', text: 'In 1806, began shipping ice from New England to the Caribbean' },
              { kind: 'bullet', text: 'Created demand by giving free ice to {{32}}' },
              { kind: 'heading', text: 'Harvesting' },
              { kind: 'bullet', text: 'Cutting began when the ice was at least 30 cm thick' },
              { kind: 'bullet', text: 'Snow was cleared, then a {{33}} pulled by a horse cut grooves in a grid' },
              { kind: 'bullet', text: 'Blocks were floated to the shore and stored in wooden {{34}}' },
              { kind: 'bullet', text: 'On long voyages, ice was packed in {{35}} from timber mills' },
              { kind: 'heading', text: 'Growth' },
              { kind: 'bullet', text: 'Ice was delivered to ordinary homes and used by fishermen' },
              { kind: 'bullet', text: 'A reliable supply meant {{36}} could make beer all year round' },
              { kind: 'bullet', text: 'Railway cars cooled by ice carried {{37}} from Chicago to the east coast' },
              { kind: 'heading', text: 'Decline' },
              { kind: 'bullet', text: 'Ice from some lakes near cities was contaminated by {{38}}' },
              { kind: 'bullet', text: "Warm winters caused {{39}}, called 'ice famines'" },
              { kind: 'bullet', text: 'Factory-made ice and electric refrigerators replaced natural ice by the 1930s' },
              { kind: 'heading', text: 'Legacy' },
              { kind: 'bullet', text: 'Some lakes still hold ice-cutting {{40}} every winter' },
            ],
          },
        ],
      },
    ],
  },

  reading: {
    minutes: 60,
    parts: [
      {
        number: 1,
        passage: {
          title: 'The Unlikely Triumph of the Pencil',
          subtitle: 'How a mineral found under a fallen tree became the most ordinary of tools',
          paragraphs: [
            {
              label: 'A',
              text: 'Few objects are as ordinary as the pencil. It is so cheap that nobody thinks twice about losing one. Yet this modest tool is the product of more than four centuries of discovery, accident and invention, and even in an age of screens and keyboards the world still produces billions of pencils every year.',
            },
            {
              label: 'B',
              text: 'The first thing to understand about the pencil is that it contains no lead, and never has. The confusion goes back to the Romans, who wrote by dragging a thin rod of lead across papyrus. When a soft black mineral that left a far darker line was found in northern Europe many centuries later, people assumed it was a kind of lead and called it ‘black lead’ or ‘plumbago’, from the Latin word for lead. It was not until 1779 that the Swedish chemist Carl Wilhelm Scheele showed that the mineral was in fact a form of carbon. Ten years later, the German geologist Abraham Werner gave it the name we use today, graphite, from the Greek word meaning ‘to write’.',
            },
            {
              label: 'C',
              text: 'The story of the modern pencil begins in the valley of Borrowdale, in the north-west of England, in the middle of the sixteenth century. According to local legend, a storm brought down a large tree, and beneath its roots lay a deposit of graphite purer than any found since. The first people to make use of it were local shepherds, who marked their sheep with lumps of the mineral. Because the Borrowdale graphite was so pure and so solid, it could be sawn into neat sticks, something that is impossible with the crumbly graphite found in most other places.',
            },
            {
              label: 'D',
              text: 'It soon became clear that the mineral was valuable for far more than marking sheep. It was used to line the moulds in which cannonballs were cast, giving smoother, rounder balls, and the mine came under the control of the Crown. To prevent theft, the mine was opened for only a few weeks each year, and between these periods the entrance was deliberately flooded. Even so, smuggling was common, and in 1752 Parliament passed an Act that made stealing graphite a serious crime, punishable by imprisonment. Armed guards searched the miners as they left work.',
            },
            {
              label: 'E',
              text: 'Early users held the graphite sticks wrapped in string or sheepskin, which was messy and unreliable. An Italian couple, Simonio and Lyndiana Bernacotti, are generally credited with a better idea: around 1560, they hollowed out a stick of juniper wood and pushed the graphite inside. Later, craftsmen found it simpler to cut a groove into one half of a wooden cylinder, lay the graphite in it and glue the other half on top. This method, with cedar instead of juniper, is essentially the one used in pencil factories today.',
            },
            {
              label: 'F',
              text: 'For two centuries, England’s monopoly on high-quality graphite gave it a great advantage. But in the 1790s, when France was at war with Britain, supplies to French pencil makers were cut off. The French government turned to an engineer, Nicolas-Jacques Conté, who in 1795 patented a process in which powdered graphite was mixed with clay, shaped into rods and heated in a kiln. The advantages were enormous. Graphite of lower quality, which would previously have been useless, could now be used. And by varying the proportions of graphite and clay, manufacturers could control the hardness of a pencil: more clay produced a harder point and a lighter line, while more graphite gave a softer point and a darker line.',
            },
            {
              label: 'G',
              text: 'Conté’s method made it possible to produce pencils in a range of grades, and a system of letters developed to describe them. ‘H’ stands for hardness and ‘B’ for blackness, with a number showing the degree, so that a 6B pencil is much softer than a 2B, and a 4H much harder than an H. The familiar HB sits in the middle.',
            },
            {
              label: 'H',
              text: 'The nineteenth century turned the pencil into an industrial product, made in large factories in Germany and later in the United States. It was in this period that the pencil acquired two of its most recognisable features. In 1858, an American, Hymen Lipman, patented a pencil with an eraser fixed to the end, an idea that became standard in North America, although in much of Europe pencils are still commonly sold without one. Then, in the 1890s, a manufacturer in Austria-Hungary began painting its best pencils yellow. At the time, some of the finest graphite came from the East, and yellow was associated with the Chinese emperor, so the colour suggested luxury and quality. Competitors soon copied it, and yellow is still the most common colour for pencils in North America.',
            },
            {
              label: 'I',
              text: 'Remarkably, the pencil has survived every technological revolution since. It does not leak, it works upside down and in freezing temperatures, and its marks can be rubbed out. Yet it is not ideal everywhere. In the early years of space travel, astronauts used pencils, but engineers grew concerned: tiny fragments of graphite, which conducts electricity, could float into electronic equipment, and the wood could burn in the oxygen-rich air of a spacecraft cabin. In offices and classrooms, however, such dangers hardly arise, and the humble pencil seems likely to go on writing for a long time yet.',
            },
          ],
        },
        groups: [
          {
            id: 'r1-g1',
            type: 'matching',
            kind: 'section',
            instructions:
              'Reading Passage 1 has nine sections, A-I. Which section contains the following information? Write the correct letter, A-I. You may use any letter more than once.',
            options: letters('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'),
            reusable: true,
            questions: [
              { number: 1, stem: 'a description of a law introduced to protect a valuable resource' },
              { number: 2, stem: 'an explanation of why a particular colour became popular' },
              { number: 3, stem: 'a reason why pencils may be unsuitable in a certain environment' },
              { number: 4, stem: 'a scientific finding about what a material really is' },
            ],
          },
          {
            id: 'r1-g2',
            type: 'gapFill',
            layout: 'summary',
            instructions: 'Complete the summary below. Choose NO MORE THAN TWO WORDS from the passage for each answer.',
            title: 'The Conté process',
            wordLimit: { maxWords: 2, number: false },
            blocks: [
              {
                kind: 'text',
                text: 'In the 1790s, war cut France off from English graphite, and the engineer Nicolas-Jacques Conté was asked to find an alternative. In his process, {{5}} was combined with clay, formed into rods and then heated in a {{6}}. This meant that graphite of {{7}}, which had once been considered useless, could now be used. Manufacturers could also change the {{8}} of the two ingredients to control how hard a pencil was: adding more clay resulted in a harder point and a {{9}} line.',
              },
            ],
          },
          {
            id: 'r1-g3',
            type: 'tfng',
            variant: 'tfng',
            form: 'radio',
            instructions: TFNG_INSTRUCTIONS(1),
            questions: [
              { number: 10, stem: 'Borrowdale graphite was used by local people before its wider value was recognised.' },
              { number: 11, stem: 'Graphite was taken from the Borrowdale mine throughout the year.' },
              { number: 12, stem: 'Conté received a large payment from the French government for his invention.' },
              { number: 13, stem: 'Pencils with an eraser on the end are more common in North America than in much of Europe.' },
            ],
          },
        ],
      },
      {
        number: 2,
        passage: {
          title: 'The Evolution of Currency',
          subtitle: 'From cowrie shells to computer records: what money really is',
          paragraphs: [
            {
              label: 'A',
              text: 'Ask most people how money began and they will describe a world of barter, in which a farmer with spare grain swapped it directly for a neighbour’s shoes or pots. The weakness of such a system is obvious. The farmer must find someone who not only has shoes to spare but also happens to want grain at that very moment, a requirement economists call the ‘double coincidence of wants’. Yet although this story appears in countless textbooks, anthropologists have struggled to find any society that relied on barter alone. In small communities, people more often kept an informal account of favours and debts, and direct swapping tended to take place only between strangers who had no reason to trust each other.',
            },
            {
              label: 'B',
              text: 'What is far better documented is the use of commodity money: goods that were valued for their own sake but were also accepted in payment. Salt, grain, cattle, tobacco and even dried fish have all served this purpose. The most widely used was probably the cowrie shell, which circulated for centuries across large parts of Africa and Asia. The objects that succeeded as money tended to share certain features. They were durable, so they did not rot or break; they were portable; they could easily be divided into smaller amounts; and they were hard to fake. Cowries did well on all four counts, which helps to explain their extraordinary success.',
            },
            {
              label: 'C',
              text: 'The next great step came in Lydia, a kingdom in what is now western Turkey, in the seventh century BCE. The Lydians made small lumps of electrum, a natural mixture of gold and silver, and stamped them with the image of a lion’s head. The stamp was the important innovation. It told the user that the king guaranteed the coin’s weight and purity, so there was no need to weigh and test the metal at every sale. The idea spread rapidly to the Greek cities and later throughout the Mediterranean. It also created a temptation that rulers found hard to resist. Faced with the enormous cost of paying their armies, Roman emperors steadily reduced the amount of silver in the denarius, until by the third century CE it contained only a small fraction of its original silver, and prices rose sharply as a result.',
            },
            {
              label: 'D',
              text: 'Paper money appeared first in China. In the eleventh century, merchants in the province of Sichuan, where the local iron coins were heavy and awkward to carry, began leaving their coins with trusted dealers in exchange for paper receipts. These receipts were soon changing hands as payment in their own right. The government, recognising both the convenience and the opportunity, took over their issue, and paper money eventually circulated across the empire. When the Venetian traveller Marco Polo visited China in the thirteenth century, he was astonished to see people accepting paper in exchange for valuable goods. Later governments, however, printed notes too freely, and several periods of severe inflation followed.',
            },
            {
              label: 'E',
              text: 'In Europe, banknotes developed along surprisingly similar lines. In seventeenth-century London, merchants began storing their gold with goldsmiths, who had strong vaults, and received a written receipt in return. Before long, people were settling debts simply by handing over these receipts. The goldsmiths then noticed something important: their customers almost never came to collect their gold all at the same time. A goldsmith could therefore lend out receipts worth more than the gold in his vault and earn interest on the loans. The practice was profitable but dangerous. If too many customers asked for their gold at once, the goldsmith could not pay them all, and a mere rumour of trouble could start a panic. In 1661, Stockholms Banco in Sweden became the first bank in Europe to issue banknotes; within a few years it had collapsed, having issued far more notes than it could honour.',
            },
            {
              label: 'F',
              text: 'For much of the nineteenth and early twentieth centuries, the leading economies tried to prevent such excesses by tying their currencies to gold. Under the gold standard, a banknote could, in principle, be exchanged for a fixed quantity of the metal, which limited how much money a government could create. But the system proved rigid in times of crisis. Britain suspended it during the First World War, returned to it and then left again in 1931, and in 1971 the United States ended the right of foreign governments to exchange dollars for gold. Since then, the major currencies have been ‘fiat’ money: they have value not because they can be exchanged for anything, but because governments declare them legal payment and people trust central banks to keep their value reasonably stable.',
            },
            {
              label: 'G',
              text: 'If this sounds abstract, consider the island of Yap in the western Pacific. For centuries its inhabitants used large stone discs, some taller than a man and far too heavy to move, as a store of wealth. When a stone changed hands, it usually stayed exactly where it was; everyone on the island simply knew and agreed that it now belonged to someone else. One story tells of a stone that sank to the bottom of the sea while it was being brought to the island by canoe. Since everyone knew that it existed, it went on being counted as part of its owner’s wealth. Economists often point to Yap because it seems to anticipate modern money so closely. Today, most money exists only as entries in computer records, and a payment by card or mobile phone simply updates those records. Whatever the future holds, the lesson of Yap remains: money is, above all, a shared record of who owns what, and it works only as long as people believe in it.',
            },
          ],
        },
        groups: [
          {
            id: 'r2-g1',
            type: 'matching',
            kind: 'heading',
            instructions:
              'Reading Passage 2 has seven sections, A-G. Choose the correct heading for each section from the list of headings below. Write the correct number, i-ix.',
            optionsTitle: 'List of Headings',
            options: [
              { label: 'i', text: 'The qualities that made certain goods suitable as payment' },
              { label: 'ii', text: 'Giving up a fixed link to a precious metal' },
              { label: 'iii', text: 'A familiar story that the evidence does not support' },
              { label: 'iv', text: 'The spread of banking across Europe' },
              { label: 'v', text: 'An island tradition that resembles modern money' },
              { label: 'vi', text: 'A convenient answer to the problem of heavy coins' },
              { label: 'vii', text: 'The profits and dangers of lending what you do not have' },
              { label: 'viii', text: 'The difficulty of forging early coins' },
              { label: 'ix', text: 'A mark that removed the need to check' },
            ],
            reusable: false,
            questions: [
              { number: 14, stem: 'Section A' },
              { number: 15, stem: 'Section B' },
              { number: 16, stem: 'Section C' },
              { number: 17, stem: 'Section D' },
              { number: 18, stem: 'Section E' },
              { number: 19, stem: 'Section F' },
              { number: 20, stem: 'Section G' },
            ],
          },
          {
            id: 'r2-g2',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B, C or D.',
            questions: [
              {
                number: 21,
                stem: 'What does the writer say about barter in section A?',
                options: [
                  { label: 'A', text: 'It was the earliest form of trade in most societies.' },
                  { label: 'B', text: 'There is little evidence of societies that depended on it entirely.' },
                  { label: 'C', text: 'It was commonly used between neighbours in small communities.' },
                  { label: 'D', text: 'Economists have exaggerated the problems it causes.' },
                ],
              },
              {
                number: 22,
                stem: 'According to the writer, why did Roman emperors reduce the silver in their coins?',
                options: [
                  { label: 'A', text: 'to stop people melting the coins down' },
                  { label: 'B', text: 'to make the coins easier to carry' },
                  { label: 'C', text: 'to bring prices down' },
                  { label: 'D', text: 'to meet the cost of their armies' },
                ],
              },
              {
                number: 23,
                stem: 'What does the story of the stone that sank near Yap illustrate?',
                options: [
                  { label: 'A', text: 'Lost stones were usually replaced with new ones.' },
                  { label: 'B', text: 'Stones could only change hands if they could be seen.' },
                  { label: 'C', text: 'A stone’s value depended on shared agreement rather than on where it was.' },
                  { label: 'D', text: 'Carrying stones by canoe was too dangerous to continue.' },
                ],
              },
            ],
          },
          {
            id: 'r2-g3',
            type: 'tfng',
            variant: 'tfng',
            form: 'radio',
            instructions: TFNG_INSTRUCTIONS(2),
            questions: [
              { number: 24, stem: 'The earliest Lydian coins were made of pure gold.' },
              { number: 25, stem: 'Marco Polo brought examples of Chinese paper money back to Venice.' },
              { number: 26, stem: 'Stockholms Banco failed within a few years of issuing its first banknotes.' },
            ],
          },
        ],
      },
      {
        number: 3,
        passage: {
          title: 'Cities That Hold the Heat',
          subtitle: 'Why built-up areas are warmer than the countryside, and what can be done about it',
          paragraphs: [
            {
              label: 'A',
              text: 'In the early nineteenth century, a London pharmacist named Luke Howard, now best remembered for the names he gave to types of cloud, kept careful records of the weather. Comparing readings from the city with those from the surrounding countryside, he noticed something curious. London was consistently warmer, and the difference was greatest at night: on average, city nights were around two degrees warmer, while during the day the city was sometimes even slightly cooler than the fields beyond it. Howard had documented what scientists now call the urban heat island, the tendency of built-up areas to be warmer than their rural surroundings.',
            },
            {
              label: 'B',
              text: 'Two centuries later, the phenomenon has been measured in cities on every inhabited continent. Its strength varies considerably from place to place and from day to day. It is most pronounced on calm, clear nights, when the countryside loses heat rapidly to the sky while the city does not; in windy or cloudy weather the difference may almost disappear. On the most favourable nights, the centres of large cities can be more than ten degrees warmer than nearby farmland. Larger cities generally produce stronger heat islands, but size is only part of the story: the way a city is built matters at least as much.',
            },
            {
              label: 'C',
              text: 'The first cause lies in the materials that cities are made of. Asphalt, concrete, brick and stone absorb large amounts of the sun’s energy during the day and release it slowly after dark. How much energy a surface absorbs depends largely on its albedo, or reflectivity. Fresh asphalt reflects only around five per cent of incoming sunlight, while fresh snow reflects more than eighty. A dark roof therefore absorbs far more solar energy than a white one and can become dramatically hotter on a summer afternoon.',
            },
            {
              label: 'D',
              text: 'The second cause is the shape of the city itself. A street lined with tall buildings forms what climatologists call an urban canyon. Heat given off by the road and the lower walls does not escape directly to the sky but strikes the buildings opposite, where much of it is absorbed again. Researchers describe this with a measure called the ‘sky view factor’: the less sky that is visible from a point at street level, the more heat is trapped there. Tall buildings also reduce wind speeds at ground level, so warm air is not carried away.',
            },
            {
              label: 'E',
              text: 'Third, cities lack the natural cooling systems of the countryside. Plants draw water from the soil and release it through their leaves, and this process, known as evapotranspiration, uses energy that would otherwise heat the air. In the city, paved surfaces send rainwater rapidly into storm drains, so little moisture is left to evaporate. Human activity adds heat of its own, from vehicles, factories and buildings. Air conditioners present a particular irony: by pumping heat out of buildings and into the street, they make the outdoor air warmer still, which in turn increases the demand for air conditioning.',
            },
            {
              label: 'F',
              text: 'Measuring a heat island is less simple than it sounds, because there are really two of them. The surface heat island refers to the temperature of roofs, roads and other surfaces, and is usually mapped by satellites that detect infrared radiation. It is strongest during the day, when sunlit surfaces become very hot. The atmospheric heat island, by contrast, concerns the temperature of the air people actually breathe; it is measured with thermometers and is usually strongest at night. Traditionally, researchers relied on a few fixed weather stations or drove instruments through a city on a car. Today they can also draw on thousands of low-cost weather stations set up by private citizens. These provide data of unprecedented detail, but many are placed in unsuitable spots, such as against a sunny wall, so their readings must be carefully checked before they can be used.',
            },
            {
              label: 'G',
              text: 'The consequences of urban heat can be serious. During heatwaves, city dwellers face greater risks than people in rural areas, and the lack of relief at night is particularly dangerous, since the body needs cooler hours in which to recover. The European heatwave of 2003, which is estimated to have caused tens of thousands of additional deaths, struck cities particularly hard. Heat islands also raise the amount of energy used for cooling, and they can affect wildlife: rain that runs off hot roads and roofs can warm nearby streams to temperatures that harm fish such as trout.',
            },
            {
              label: 'H',
              text: 'Not every effect is harmful, however. In cities with cold climates, the extra warmth reduces the energy needed for heating and the amount of snow and ice that must be cleared from roads. The growing season is longer, to the benefit of urban gardeners. Botanists have even found that some plants in cities flower earlier than members of the same species in the countryside, and some researchers now treat cities as natural laboratories for studying how plants may respond to a warmer climate.',
            },
            {
              label: 'I',
              text: 'Many cities have begun to take action. The simplest measure is to make surfaces more reflective, by painting roofs white or using light-coloured paving. Planting trees is another popular approach, since trees both provide shade and cool the air through evapotranspiration. In Medellín, Colombia, a network of green corridors planted along roads and streams has been reported to lower temperatures in the surrounding area by around two degrees. Each measure has its drawbacks, however. Reflective pavements can bounce sunlight onto pedestrians, making them feel hotter, and trees need water and space, both of which may be scarce.',
            },
            {
              label: 'J',
              text: 'As climate change brings more frequent heatwaves, and with more than half of the world’s population now living in urban areas, the study of heat islands has moved from scientific curiosity to practical urgency. What Howard began with a few thermometers has become a field that draws together climate science, engineering, medicine and urban design, and its findings will increasingly shape the places in which most of us live.',
            },
          ],
        },
        groups: [
          {
            id: 'r3-g1',
            type: 'matching',
            kind: 'section',
            instructions:
              'Reading Passage 3 has ten paragraphs, A-J. Which paragraph contains the following information? Write the correct letter, A-J. You may use any letter more than once.',
            options: letters('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'),
            reusable: true,
            questions: [
              { number: 27, stem: 'a way of cooling buildings that makes the wider problem worse' },
              { number: 28, stem: 'an example of a planting scheme in a particular city that has lowered temperatures' },
              { number: 29, stem: 'a mention of the advantages of urban warmth in cold places' },
              { number: 30, stem: 'a reason why some data collected by members of the public needs to be checked' },
              { number: 31, stem: 'a description of how the layout of streets traps heat' },
            ],
          },
          {
            id: 'r3-g2',
            type: 'tfng',
            variant: 'tfng',
            form: 'radio',
            instructions: TFNG_INSTRUCTIONS(3),
            questions: [
              { number: 32, stem: 'Howard found that London was warmer than the countryside both by day and by night.' },
              { number: 33, stem: 'A dark roof absorbs more of the sun’s energy than a white roof.' },
              { number: 34, stem: 'Satellite measurements show that surface heat islands are strongest at night.' },
              { number: 35, stem: 'Most of the weather stations set up by private citizens are in city centres.' },
              { number: 36, stem: 'Water running off urban surfaces can make streams too warm for some fish.' },
              { number: 37, stem: 'Some cities have stopped using reflective pavements after complaints from pedestrians.' },
            ],
          },
          {
            id: 'r3-g3',
            type: 'gapFill',
            layout: 'sentences',
            instructions: 'Complete the sentences below. Choose NO MORE THAN TWO WORDS from the passage for each answer.',
            wordLimit: { maxWords: 2, number: false },
            blocks: [
              { kind: 'text', text: 'In cities, rainwater is carried away quickly into {{38}}, leaving little moisture to evaporate.' },
              { kind: 'text', text: 'Some plants growing in cities {{39}} than the same species growing in the countryside.' },
              { kind: 'text', text: 'In Medellín, temperatures have been lowered by a network of {{40}} along roads and streams.' },
            ],
          },
        ],
      },
    ],
  },

  writing: {
    minutes: 60,
    tasks: [
      {
        number: 1,
        prompt:
          'The maps below show the village of Hollins Cross in 1995 and today.\n\nSummarise the information by selecting and reporting the main features, and make comparisons where relevant.',
        instructions: 'You should spend about 20 minutes on this task. Write at least 150 words.',
        image: {
          src: 'ielts/book1/writing-task1.svg',
          alt: 'Two maps of the village of Hollins Cross, in 1995 and today. In both, Main Road runs west to east through the village and crosses the River Wend on the east side, with woodland, a church, shops and a footbridge over the river unchanged. In 1995 there is farmland north of Main Road, a post office next to the shops, a small school, a large playing field and farmland beside the river to the south-east. Today the northern farmland is a housing estate reached by a new road from a roundabout on Main Road, the post office has become a café, the school has been extended onto part of the playing field, and the south-eastern farmland has been replaced by a supermarket and its car park.',
        },
        minWords: 150,
        suggestedMinutes: 20,
      },
      {
        number: 2,
        prompt:
          'Some people say that modern technology has made it easier for criminals to commit crimes. Others believe that technology has made it easier for the police to prevent and solve crimes.\n\nDiscuss both views and give your own opinion.\n\nGive reasons for your answer and include any relevant examples from your own knowledge or experience.',
        instructions: 'You should spend about 40 minutes on this task. Write at least 250 words.',
        minWords: 250,
        suggestedMinutes: 40,
      },
    ],
  },

  speaking: {
    parts: [
      {
        number: 1,
        title: 'Part 1: Introduction and interview',
        intro: 'The examiner asks you some questions about a familiar topic: shopping online.',
        questions: [
          { id: 'b1-s1-q1', text: 'How often do you buy things on the internet?' },
          { id: 'b1-s1-q2', text: 'What was the most recent thing you bought online?' },
          { id: 'b1-s1-q3', text: 'Do you ever look at something in a shop and then order it online later? Why?' },
          { id: 'b1-s1-q4', text: 'Do you think shopping online is changing the centre of your town or city? In what way?' },
        ],
        prepSeconds: 0,
        answerSeconds: 30,
      },
      {
        number: 2,
        title: 'Part 2: Long turn',
        intro:
          'You will have 30 seconds to prepare and you can make some notes. Then talk about the topic on the card until the timer stops.',
        questions: [{ id: 'b1-s2-q1', text: 'Describe a time when you enjoyed visiting a member of your family in their home.' }],
        cueCard: {
          prompts: ['who you visited and where they lived', 'why you made this visit', 'what happened during the visit'],
          closing: 'and explain what you enjoyed about this visit.',
        },
        prepSeconds: 30,
        answerSeconds: 60,
      },
      {
        number: 3,
        title: 'Part 3: Discussion',
        intro: 'Now let’s talk about families and the occasions when they get together.',
        questions: [
          { id: 'b1-s3-q1', text: 'How do families in your country usually celebrate special occasions together?' },
          {
            id: 'b1-s3-q2',
            text: 'Is it a good thing for older and younger generations to spend time together at family events? Why?',
          },
          { id: 'b1-s3-q3', text: 'Why do you think some people do not enjoy family occasions?' },
          { id: 'b1-s3-q4', text: 'Should parents help their children with their homework, or should children do it alone? Why?' },
        ],
        prepSeconds: 0,
        answerSeconds: 30,
      },
    ],
  },
};
