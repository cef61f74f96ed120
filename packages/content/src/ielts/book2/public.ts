import type { IeltsBook } from '@bandwise/core';

/**
 * Book 2, 'CAMBRIDGE (TEST 2)': original Bandwise material in the seeds' 'Reading B' layouts
 * (listening: form + table, choose-two, matching dropdowns, one-word notes; reading: section, person and heading
 * matching, summary bank, YES/NO/NOT GIVEN). Public data only: the answers live in ./keys.ts.
 */

const letters = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ label: String.fromCharCode(65 + index), text: '' }));

export const book: IeltsBook = {
  id: 2,
  slug: 'book2',
  name: 'CAMBRIDGE (TEST 2)',
  module: 'academic',

  listening: {
    minutes: 30,
    parts: [
      {
        number: 1,
        title: 'Part 1',
        audio: 'ielts/book2/listening-1.mp3',
        groups: [
          {
            id: 'l1-g1',
            type: 'gapFill',
            layout: 'form',
            instructions: 'Complete the form below. Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
            title: 'Kestrel Valley Camera Club: New Member Form',
            wordLimit: { maxWords: 2, number: true },
            blocks: [
              { kind: 'field', label: 'First name', text: 'Daniel' },
              { kind: 'field', label: 'Surname', text: '{{1}}' },
              { kind: 'field', label: 'Address', text: '46 {{2}} Lane, Millbrook' },
              { kind: 'field', label: 'Phone', text: '07700 900318' },
              { kind: 'field', label: 'Type of membership', text: 'standard' },
              { kind: 'field', label: 'Annual fee', text: '£{{3}}' },
              { kind: 'field', label: 'Heard about the club from', text: 'a {{4}} at the library' },
            ],
          },
          {
            id: 'l1-g2',
            type: 'gapFill',
            layout: 'table',
            instructions: 'Complete the table below. Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
            title: 'Club competitions this year',
            wordLimit: { maxWords: 2, number: true },
            blocks: [
              {
                kind: 'table',
                headers: ['Competition', 'Subject', 'Closing date', 'Other information'],
                rows: [
                  ['Newcomers’ Trophy', 'water', '28 February', 'prize: a {{5}}'],
                  ['Street Life', 'people at {{6}}', '{{7}}', 'winning photos shown in the {{8}}'],
                  ['Night Sky', 'the {{9}}', '31 August', 'prize: £{{10}}'],
                ],
              },
            ],
          },
        ],
      },
      {
        number: 2,
        title: 'Part 2',
        audio: 'ielts/book2/listening-2.mp3',
        groups: [
          {
            id: 'l2-g1',
            type: 'chooseN',
            instructions: 'Choose TWO letters, A-E.',
            numbers: [11, 12],
            stem: 'Which TWO jobs will new volunteers do during their first month?',
            options: [
              { label: 'A', text: 'planting vegetables' },
              { label: 'B', text: 'feeding the animals' },
              { label: 'C', text: 'showing school groups around' },
              { label: 'D', text: 'repairing fences and gates' },
              { label: 'E', text: 'serving in the café' },
            ],
          },
          {
            id: 'l2-g2',
            type: 'chooseN',
            instructions: 'Choose TWO letters, A-E.',
            numbers: [13, 14],
            stem: 'Which TWO things should volunteers bring with them?',
            options: [
              { label: 'A', text: 'waterproof clothing' },
              { label: 'B', text: 'gloves' },
              { label: 'C', text: 'a packed lunch' },
              { label: 'D', text: 'identity documents' },
              { label: 'E', text: 'a spare pair of shoes' },
            ],
          },
          {
            id: 'l2-g3',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B or C.',
            title: 'Hollow Lane City Farm',
            questions: [
              {
                number: 15,
                stem: 'The farm was first established in order to',
                options: [
                  { label: 'A', text: 'provide cheap food for local families.' },
                  { label: 'B', text: 'teach city children about animals.' },
                  { label: 'C', text: 'prevent the land from being built on.' },
                ],
              },
              {
                number: 16,
                stem: 'What is new at the farm this year?',
                options: [
                  { label: 'A', text: 'It stays open later in the evening.' },
                  { label: 'B', text: 'It has a second entrance.' },
                  { label: 'C', text: 'Visitors have to pay to come in.' },
                ],
              },
              {
                number: 17,
                stem: 'According to the visitor survey, the most popular animals are',
                options: [
                  { label: 'A', text: 'the rabbits.' },
                  { label: 'B', text: 'the goats.' },
                  { label: 'C', text: 'the pigs.' },
                ],
              },
              {
                number: 18,
                stem: 'Before working with the animals, volunteers must',
                options: [
                  { label: 'A', text: 'spend a day working with a keeper.' },
                  { label: 'B', text: 'complete an online course.' },
                  { label: 'C', text: 'attend a talk given by the vet.' },
                ],
              },
              {
                number: 19,
                stem: 'Most of the money from the farm shop is spent on',
                options: [
                  { label: 'A', text: 'the vet’s bills.' },
                  { label: 'B', text: 'animal feed.' },
                  { label: 'C', text: 'repairs to buildings.' },
                ],
              },
              {
                number: 20,
                stem: 'What does the speaker ask the volunteers to do by Friday?',
                options: [
                  { label: 'A', text: 'agree to help at the open day' },
                  { label: 'B', text: 'suggest ways of raising money' },
                  { label: 'C', text: 'say which days they would prefer to work' },
                ],
              },
            ],
          },
        ],
      },
      {
        number: 3,
        title: 'Part 3',
        audio: 'ielts/book2/listening-3.mp3',
        groups: [
          {
            id: 'l3-g1',
            type: 'chooseN',
            instructions: 'Choose TWO letters, A-E.',
            numbers: [21, 22],
            stem: 'Which TWO things surprised the students about the careers fair?',
            options: [
              { label: 'A', text: 'how busy the event was' },
              { label: 'B', text: 'how many employers were small companies' },
              { label: 'C', text: 'how often fieldwork experience was mentioned' },
              { label: 'D', text: 'how little was said about salaries' },
              { label: 'E', text: 'how many recruiters had studied at their university' },
            ],
          },
          {
            id: 'l3-g2',
            type: 'chooseN',
            instructions: 'Choose TWO letters, A-E.',
            numbers: [23, 24],
            stem: 'Which TWO things do the students decide to include in their presentation?',
            options: [
              { label: 'A', text: 'advice on writing applications' },
              { label: 'B', text: 'a recorded interview with a ranger' },
              { label: 'C', text: 'a chart of starting salaries' },
              { label: 'D', text: 'a list of useful websites' },
              { label: 'E', text: 'a map showing where graduates work' },
            ],
          },
          {
            id: 'l3-g3',
            type: 'matching',
            kind: 'feature',
            instructions:
              'What comment do the students make about each of the following jobs? Choose SIX answers from the box and write the correct letter, A-G, next to Questions 25-30.',
            optionsTitle: 'Comments',
            reusable: false,
            options: [
              { label: 'A', text: 'It involves a lot of time away from home.' },
              { label: 'B', text: 'The starting salary is low.' },
              { label: 'C', text: 'There is strong competition for jobs.' },
              { label: 'D', text: 'Most of the work is done alone.' },
              { label: 'E', text: 'A second language is needed.' },
              { label: 'F', text: 'The working hours are flexible.' },
              { label: 'G', text: 'It is changing quickly because of new technology.' },
            ],
            questions: [
              { number: 25, stem: 'flood risk analyst' },
              { number: 26, stem: 'park ranger' },
              { number: 27, stem: 'environmental journalist' },
              { number: 28, stem: 'waste management consultant' },
              { number: 29, stem: 'marine surveyor' },
              { number: 30, stem: 'sustainability officer' },
            ],
          },
        ],
      },
      {
        number: 4,
        title: 'Part 4',
        audio: 'ielts/book2/listening-4.mp3',
        groups: [
          {
            id: 'l4-g1',
            type: 'gapFill',
            layout: 'notes',
            instructions: 'Complete the notes below. Write ONE WORD ONLY for each answer.',
            title: 'The natural ice trade',
            wordLimit: { maxWords: 1, number: false },
            blocks: [
              { kind: 'heading', text: 'Harvesting' },
              { kind: 'bullet', text: 'Ice was cut from lakes and rivers once it was at least 30 cm thick.' },
              { kind: 'bullet', text: 'Metal ploughs with sharp blades were pulled across the ice by {{31}}.' },
              { kind: 'heading', text: 'Storage' },
              { kind: 'bullet', text: 'Ice houses had double walls, with the space between them packed with {{32}}.' },
              { kind: 'bullet', text: 'This material was cheap because timber mills produced it as waste.' },
              { kind: 'heading', text: 'Shipping to hot countries' },
              { kind: 'bullet', text: 'At first, local people did not know how to use ice.' },
              { kind: 'bullet', text: 'Merchants showed cafés and hotels how to make cold {{33}}.' },
              { kind: 'bullet', text: 'Ice replaced the heavy {{34}} that ships had carried as ballast.' },
              { kind: 'heading', text: 'Effects on other industries' },
              { kind: 'bullet', text: 'Fishing: fresh fish could be sent by rail to {{35}} cities.' },
              { kind: 'bullet', text: 'Brewing: some beers could now be made in {{36}} as well as winter.' },
              { kind: 'bullet', text: 'Medicine: hospitals used ice to bring down a {{37}}.' },
              { kind: 'heading', text: 'Decline of the trade' },
              { kind: 'bullet', text: 'Lakes close to cities were polluted by {{38}}.' },
              { kind: 'bullet', text: 'A series of mild {{39}} caused shortages and higher prices.' },
              { kind: 'bullet', text: 'Machines for making artificial ice became cheaper and more {{40}}.' },
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
          title: 'Listening to the Forest',
          subtitle: 'How small sound recorders are changing the way ecologists count wildlife',
          paragraphs: [
            {
              label: 'A',
              text: 'For most of the twentieth century, finding out which animals lived in a forest meant sending people into it. Teams of ecologists walked fixed routes at dawn, writing down every bird they saw or heard. The method produced valuable records, but its weaknesses were obvious. Observers could only be in one place at a time, they rarely stayed through the night, and their results depended heavily on how skilled, alert or tired they happened to be. Today a growing number of surveys are carried out instead by small battery-powered recorders, strapped to tree trunks and left alone for weeks. The approach is known as passive acoustic monitoring, and it is quietly changing what ecologists are able to know.',
            },
            {
              label: 'B',
              text: 'The idea itself is not new. In the 1990s researchers experimented with leaving cassette recorders in the field, but the results were disappointing. Batteries lasted a few days at most, and in tropical forests the humidity often spoiled the recordings before anyone had a chance to listen to them. Modern devices are a very different proposition. Sealed in plastic cases about the size of a sandwich box, they store sound on memory cards, can be programmed to switch themselves on at chosen hours, and in some models run for several months on a set of ordinary batteries.',
            },
            {
              label: 'C',
              text: 'Cost is a large part of their appeal. A survey team of three people working in a remote area needs transport, food, accommodation and insurance, and a two-week expedition can easily consume a small project’s entire annual budget. For a similar sum, a research group can buy forty recorders, leave them in place for a full season and use them again the following year.',
            },
            {
              label: 'D',
              text: 'Recording the forest, however, turned out to be the easy part. A single recorder running for twelve hours a day produces well over a thousand hours of audio in a season. ‘We now have more sound than anyone could listen to in a thousand lifetimes,’ says Professor Tomasz Wierzba, a computer scientist who builds analysis tools for ecologists. ‘Collecting it was never the real problem. Making sense of it is.’ His group’s solution borrows from speech-recognition software, the technology that allows a phone to understand spoken commands. The program converts each recording into a picture of the sound, called a spectrogram, and compares every call it finds with a library of known calls, much as a phone compares your voice with thousands of examples of human speech.',
            },
            {
              label: 'E',
              text: 'The results are impressive but not perfect. The software can mistake a frog for an insect, or the creak of a branch in the wind for a bird. Dr Ines Calloway, a field ecologist with twenty years of bird surveys behind her, admits that she was suspicious of the technology at first. ‘I honestly thought it would put people like me out of work,’ she says. ‘That hasn’t happened. What has happened is that I spend my evenings listening to the clips the computer was unsure about. Every automatic identification still has to be confirmed by a trained human ear before we publish it.’',
            },
            {
              label: 'F',
              text: 'In one protected reserve, where illegal logging had been a problem for decades, the ecologist Dr Rafael Quintero linked a network of recorders to the mobile phone system. When the software detects the sound of a chainsaw or a gunshot, it sends an alert to the rangers’ phones within a minute, giving them a real chance of reaching the spot while the loggers are still there. Quintero insists that the project works because of who runs it. ‘The devices belong to the villages around the reserve, and local people maintain them,’ he says. ‘Equipment that outsiders install and then leave behind tends to break or disappear. Equipment that a community owns gets looked after.’',
            },
            {
              label: 'G',
              text: 'Not everyone believes that identifying species one at a time is the best use of the data. Dr Amara Okafor-Lind, who studies coral reefs as well as forests, measures what she calls the ‘fullness’ of a soundscape. Her acoustic indices do not name any animal at all; instead, they measure how varied the sounds are and how evenly they are spread across different pitches and times of day. ‘A healthy forest, like a healthy reef, is a busy place,’ she argues. ‘You can often tell that something is wrong before you can say what it is, simply because the sound has become thinner.’ Critics point out that a single noisy species can make a damaged habitat sound rich, and the debate is far from settled.',
            },
            {
              label: 'H',
              text: 'Even enthusiasts accept that sound has its limits. Animals that make no noise, such as many reptiles, or that call at pitches the microphones cannot pick up, are invisible to the method. And a recorder that hears a particular bird singing cannot say whether it is listening to one bird or ten, so it reveals which species are present but not how many individuals there are. For that reason, most researchers see recorders as a partner to traditional fieldwork rather than a replacement for it. The next step, many believe, is scale: cheaper devices spread across whole countries, sharing their data openly. If that happens, the forest may soon be the most carefully listened-to place on Earth.',
            },
          ],
        },
        groups: [
          {
            id: 'r1-g1',
            type: 'matching',
            kind: 'section',
            instructions:
              'Reading Passage 1 has eight sections, A-H. Which section contains the following information? Choose the correct letter, A-H. You may use any letter more than once.',
            reusable: true,
            options: letters(8),
            questions: [
              { number: 1, stem: 'a reference to a technique first developed for a different purpose' },
              { number: 2, stem: 'an example of recordings being used to protect an area from crime' },
              { number: 3, stem: 'a comparison of the cost of two ways of carrying out a survey' },
              { number: 4, stem: 'a mention of animals that the recorders are unable to detect' },
            ],
          },
          {
            id: 'r1-g2',
            type: 'gapFill',
            layout: 'sentences',
            instructions: 'Complete the sentences below. Choose ONE WORD ONLY from the passage for each answer.',
            wordLimit: { maxWords: 1, number: false },
            blocks: [
              { kind: 'text', text: 'In tropical forests, early cassette recordings were often spoiled by the {{5}}.' },
              { kind: 'text', text: 'The analysis software compares each call it finds with a {{6}} of known calls.' },
              { kind: 'text', text: 'When a chainsaw is heard in the reserve, an {{7}} is sent to the rangers.' },
              { kind: 'text', text: 'Recorders cannot show how many {{8}} of a species are present.' },
            ],
          },
          {
            id: 'r1-g3',
            type: 'matching',
            kind: 'person',
            instructions:
              'Look at the following statements (Questions 9-13) and the list of researchers below. Match each statement with the correct researcher, A-D. You may use any letter more than once.',
            optionsTitle: 'List of Researchers',
            reusable: true,
            options: [
              { label: 'A', text: 'Ines Calloway' },
              { label: 'B', text: 'Tomasz Wierzba' },
              { label: 'C', text: 'Amara Okafor-Lind' },
              { label: 'D', text: 'Rafael Quintero' },
            ],
            questions: [
              { number: 9, stem: 'A machine’s identification of a species must be checked by a person.' },
              { number: 10, stem: 'Interpreting the recordings is a greater challenge than gathering them.' },
              { number: 11, stem: 'A problem in a habitat may be noticed before its cause is known.' },
              { number: 12, stem: 'Equipment is better cared for when it belongs to the people who live nearby.' },
              { number: 13, stem: 'A fear about the effect of the technology on the researcher’s own profession proved wrong.' },
            ],
          },
        ],
      },
      {
        number: 2,
        passage: {
          title: 'The Platform Beneath Everything',
          subtitle: 'How the humble pallet changed the way goods move around the world',
          paragraphs: [
            {
              label: 'A',
              text: 'Walk into almost any warehouse, supermarket storeroom or factory loading bay and you will find them: flat wooden platforms, stacked in towers against the wall or lying beneath boxes, cans and sacks. The pallet is so ordinary that most people never notice it, yet several billion are thought to be in use around the world at any one time. Almost everything we buy, from bananas to washing machines, has spent at least part of its journey resting on one. Economists who study trade rarely mention it, but a strong case can be made that this simple object has done as much to lower the price of goods as many far more celebrated inventions.',
            },
            {
              label: 'B',
              text: 'To understand why, it helps to picture how goods were moved a century ago. Sacks of flour, barrels of oil and crates of machinery were lifted one at a time by teams of workers, carried up ramps and stacked by hand in the holds of ships or the backs of railway wagons. The work was slow, exhausting and often dangerous. A cargo ship could spend a week or more in port being loaded and unloaded, and during all that time it earned nothing for its owners. Goods were frequently dropped, crushed or stolen along the way, and the cost of every extra hour of handling was eventually added to the price paid in the shops.',
            },
            {
              label: 'C',
              text: 'The change came when two inventions met. Low wooden platforms known as skids, on which goods could be dragged or lifted as a single load, had been used in factories since the late nineteenth century. When powered trucks with lifting forks at the front began to appear in the 1920s, someone, and no single person can be credited, added a bottom layer of boards to the skid, leaving a gap that the forks could slide into. The pallet and the forklift truck were made for each other: together they allowed one driver to move in minutes a load that would once have kept a dozen workers busy for an hour. During the Second World War, when armies had to move enormous quantities of supplies across oceans, the combination proved its worth on a vast scale, and in the years that followed it spread rapidly through civilian industry.',
            },
            {
              label: 'D',
              text: 'Yet a pallet is only useful if it fits. A platform that is too wide for a lorry, or too deep for a warehouse shelf, causes as many problems as it solves, and for years every company and every country used its own dimensions. In Europe, the answer came from the railways. In 1961 a group of European rail operators agreed on a common pallet measuring 1,200 by 800 millimetres, a size that could be loaded efficiently into the wagons of the day. The so-called Euro pallet is still the most common size on the continent. Other regions, however, settled on different measurements, and the international body responsible for standards has never managed to choose a single size: it currently recognises six. Goods crossing from one continent to another often have to be moved from one kind of pallet to another, an awkward reminder of how difficult agreement can be.',
            },
            {
              label: 'E',
              text: 'Common sizes made another idea possible: sharing. Traditionally, a company that sent goods to a customer lost its pallets along with the load, and had either to buy new ones or to arrange for the old ones to be collected. In a pooling system, by contrast, the pallets belong to a specialist company and are rented to manufacturers, who pay a fee each time one is used. When a supermarket unloads a delivery, the empty platforms are collected, inspected, repaired if necessary and sent on to the next customer. Today, pooled pallets travel constantly between firms that may never have heard of one another, and a well-made wooden pallet can make dozens of journeys before it is finally broken up.',
            },
            {
              label: 'F',
              text: 'The pallet’s environmental record is mixed. Most are made of wood, much of it low-grade timber that would otherwise have little value, and a pallet that is repaired and reused many times compares well with single-use packaging. But many millions are thrown away every year, and wooden pallets have a less obvious drawback: they can carry insects and plant diseases from one country to another. Since the early 2000s, international rules have required wooden pallets that cross borders to be heat-treated to kill any pests, and to carry a stamp proving that this has been done. Plastic pallets avoid the problem altogether and last far longer, but they cost several times as much to produce, and critics point out that once cracked they are difficult to repair.',
            },
            {
              label: 'G',
              text: 'The next chapter in the pallet’s story may be digital. Some pooling companies have begun fitting their pallets with small electronic tags, so that each one can report where it is and whether it has been dropped or left out in the rain. For businesses that lose thousands of pallets a year, simply knowing where they are could save a great deal of money. Meanwhile, warehouses are increasingly run by robots, which are far less tolerant than human drivers of a broken board or a platform that is slightly the wrong size. In a world of automated warehouses, the humble pallet may need to become more precise, not less: a surprising future for an object that has spent a century being ignored.',
            },
          ],
        },
        groups: [
          {
            id: 'r2-g1',
            type: 'matching',
            kind: 'heading',
            instructions:
              'Reading Passage 2 has seven paragraphs, A-G. Choose the correct heading for each paragraph from the list of headings below.',
            optionsTitle: 'List of Headings',
            reusable: false,
            options: [
              { label: 'i', text: 'Why workers resisted the new system' },
              { label: 'ii', text: 'Sharing rather than owning' },
              { label: 'iii', text: 'An overlooked object with a large impact' },
              { label: 'iv', text: 'The problem of agreeing on a size' },
              { label: 'v', text: 'Two inventions that suited each other' },
              { label: 'vi', text: 'Mixed consequences for the natural world' },
              { label: 'vii', text: 'How goods were handled in the past' },
              { label: 'viii', text: 'Future demands for greater accuracy' },
            ],
            questions: [
              { number: 14, stem: 'Paragraph A' },
              { number: 15, stem: 'Paragraph B' },
              { number: 16, stem: 'Paragraph C' },
              { number: 17, stem: 'Paragraph D' },
              { number: 18, stem: 'Paragraph E' },
              { number: 19, stem: 'Paragraph F' },
              { number: 20, stem: 'Paragraph G' },
            ],
          },
          {
            id: 'r2-g2',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B, C or D.',
            questions: [
              {
                number: 21,
                stem: 'According to paragraph B, one reason why slow loading was expensive was that',
                options: [
                  { label: 'A', text: 'workers demanded higher wages for dangerous work.' },
                  { label: 'B', text: 'ships earned nothing while they were in port.' },
                  { label: 'C', text: 'railway companies charged by the hour.' },
                  { label: 'D', text: 'goods had to be repacked before they could be sold.' },
                ],
              },
              {
                number: 22,
                stem: 'What does the writer say about the origin of the pallet?',
                options: [
                  { label: 'A', text: 'It was designed by military engineers.' },
                  { label: 'B', text: 'It was first used by railway companies.' },
                  { label: 'C', text: 'It was invented to replace the forklift truck.' },
                  { label: 'D', text: 'It developed from an earlier type of platform.' },
                ],
              },
              {
                number: 23,
                stem: 'What does the writer say about plastic pallets?',
                options: [
                  { label: 'A', text: 'They are more expensive to make than wooden ones.' },
                  { label: 'B', text: 'They are easier to repair than wooden ones.' },
                  { label: 'C', text: 'They are usually made from recycled material.' },
                  { label: 'D', text: 'They are now required for international trade.' },
                ],
              },
            ],
          },
          {
            id: 'r2-g3',
            type: 'gapFill',
            layout: 'sentences',
            instructions:
              'Complete the sentences below. Choose ONE WORD AND/OR A NUMBER from the passage for each answer.',
            wordLimit: { maxWords: 1, number: true },
            blocks: [
              { kind: 'text', text: 'European rail operators agreed on a standard pallet size in {{24}}.' },
              { kind: 'text', text: 'Wooden pallets that cross borders must be heat-treated and carry a {{25}} to show this.' },
              { kind: 'text', text: 'Some pooling companies now use electronic {{26}} to follow their pallets.' },
            ],
          },
        ],
      },
      {
        number: 3,
        passage: {
          title: 'The Trouble with Stars',
          subtitle: 'Online ratings were supposed to help us choose. A writer asks whether they still do.',
          paragraphs: [
            {
              text: 'A few weeks ago I spent three nights at a small guesthouse on the coast. As I was leaving, the owner asked me, almost pleading, to give the place five stars on the booking website. ‘Anything less,’ she explained, ‘and the site pushes us further down the list.’ I had enjoyed my stay. The view was wonderful and the welcome was warm, but the bathroom was cramped and the breakfast was nothing special. In any ordinary sense of the word it had been a four-star experience. I gave it five anyway, and I suspect most of her guests do the same. That small dishonesty, repeated millions of times a day, says a great deal about what has happened to the star rating, a device that was meant to help us choose and that increasingly prevents us from doing so.',
            },
            {
              text: 'The original promise was an attractive one. Before online reviews, a traveller or a diner relied on guidebooks written by a handful of professionals, whose tastes and budgets might be quite different from their own. Inviting every customer to rate every purchase seemed to replace a few expert opinions with the collective judgement of thousands. In principle, the more people who contribute, the more reliable the average should become. For a while, and in some areas, I think it probably was.',
            },
            {
              text: 'The difficulty is that ratings do not stay where they are put. On many platforms the average score for almost everything now sits above 4.5 out of 5, and a score of four, which in a school report or a printed hotel guide would once have meant ‘very good’, is treated by buyers as a warning. Economists have a name for this, grade inflation, and its effect is the same wherever it appears: when everything is excellent, the scale stops carrying information. A five-point scale has, in practice, become a two-point one. Five stars means acceptable; anything else means avoid.',
            },
            {
              text: 'Several forces push scores upwards. Businesses, like the owner of my guesthouse, ask for good reviews, and some quietly reward customers who provide them. Customers who are merely satisfied rarely bother to write anything at all, while those who are either delighted or furious usually do, so that the scores form a curious pattern: a great many fives, a cluster of ones and very little in between. And many reviewers, I suspect, feel that they are judging a person rather than a product. It is one thing to give a faceless corporation three stars; it is quite another to do so to a taxi driver who has just wished you a pleasant evening and whose income depends on a tap of your screen.',
            },
            {
              text: 'This last point is where my unease turns into something stronger. For a growing number of workers, among them drivers, couriers, cleaners and home tutors, an average rating is not feedback but a condition of employment. On some platforms, a worker whose score falls below a certain level can be removed without explanation and without any chance to appeal. A system designed to guide shoppers has become a way of managing staff, in which the managers are anonymous customers who may have marked a driver down because the traffic was heavy or the rain was falling. No employer would be allowed to dismiss someone face to face on such evidence, and I see no reason why it should become acceptable when a computer does it instead. The platforms reply that customers are simply reporting their experience, and that a driver who is rated poorly again and again is probably doing something wrong. Perhaps so; but an average built partly from other people’s bad days is a strange basis on which to judge anyone’s work.',
            },
            {
              text: 'Defenders of ratings make a fair point: they have given ordinary customers a voice that they did not have before, and they have driven some genuinely poor businesses out of the market. I accept that. A restaurant that repeatedly makes its diners ill deserves to be found out, and before online reviews it often was not. But the benefits, it seems to me, come mainly from the written comments rather than from the number. A review that says ‘the staff were friendly but the food arrived cold’ tells a future customer something useful. A row of stars tells them only that most previous customers were not angry enough to complain.',
            },
            {
              text: 'What would a better system look like? Some platforms have experimented with asking reviewers specific questions (Was the room clean? Did the item match its description?) instead of requesting a single overall verdict. Others show the full spread of scores rather than an average, so that a shopper can see whether a product’s 4.2 reflects steady, mild satisfaction or a mixture of delight and disaster. Both seem to me genuine improvements, although neither has been widely adopted, largely because one large number is easier to display and easier to sell. I would go further. The ratings given to individual workers should simply not be used to decide whether they keep their jobs.',
            },
            {
              text: 'None of this means that we should ignore the opinions of other customers; they remain one of the most useful tools a shopper has. It does mean reading them as we would read any other evidence, paying attention to who is speaking and why. As for me, I have decided to stop handing out five stars as a matter of politeness. Next time, I will describe what I liked and what I did not in words, and give the number of stars I believe was earned. I doubt the owners will thank me, but future guests might.',
            },
          ],
        },
        groups: [
          {
            id: 'r3-g1',
            type: 'singleChoice',
            instructions: 'Choose the correct letter, A, B, C or D.',
            questions: [
              {
                number: 27,
                stem: 'Why does the writer describe the stay at the guesthouse?',
                options: [
                  { label: 'A', text: 'to give an example of a score that was higher than deserved' },
                  { label: 'B', text: 'to show how one unfair review can damage a small business' },
                  { label: 'C', text: 'to compare the opinions of professional and amateur reviewers' },
                  { label: 'D', text: 'to explain why guesthouse owners dislike booking websites' },
                ],
              },
              {
                number: 28,
                stem: 'According to the writer, what has happened to five-point rating scales?',
                options: [
                  { label: 'A', text: 'They have largely been replaced by written comments.' },
                  { label: 'B', text: 'They are used differently by younger and older customers.' },
                  { label: 'C', text: 'They now effectively offer customers only two choices.' },
                  { label: 'D', text: 'They are more accurate on larger websites than on smaller ones.' },
                ],
              },
              {
                number: 29,
                stem: 'In the fourth paragraph, the writer suggests that customers who are satisfied but not delighted',
                options: [
                  { label: 'A', text: 'tend to give three stars.' },
                  { label: 'B', text: 'are the most reliable reviewers.' },
                  { label: 'C', text: 'are more common than furious customers.' },
                  { label: 'D', text: 'usually do not leave a review.' },
                ],
              },
              {
                number: 30,
                stem: 'What is the writer’s main objection to the rating of individual workers?',
                options: [
                  { label: 'A', text: 'Customers are not qualified to judge professional skills.' },
                  { label: 'B', text: 'A low score may cost workers their jobs for reasons beyond their control.' },
                  { label: 'C', text: 'Workers are not allowed to rate their customers in return.' },
                  { label: 'D', text: 'The scores are hidden from the workers themselves.' },
                ],
              },
            ],
          },
          {
            id: 'r3-g2',
            type: 'summaryBank',
            instructions:
              'Complete the summary using the list of words, A-I, below. Choose the correct letter, A-I, for each answer.',
            title: 'Can ratings be improved?',
            bank: [
              { label: 'A', text: 'average' },
              { label: 'B', text: 'display' },
              { label: 'C', text: 'voice' },
              { label: 'D', text: 'general' },
              { label: 'E', text: 'spread' },
              { label: 'F', text: 'reward' },
              { label: 'G', text: 'comments' },
              { label: 'H', text: 'complaints' },
              { label: 'I', text: 'specific' },
            ],
            paragraphs: [
              'Supporters of online ratings argue that they have given customers a {{31}} and helped to remove bad businesses from the market. The writer agrees, but believes that most of the value of reviews lies in the written {{32}} rather than in the score itself.',
              'Some websites have tried asking reviewers {{33}} questions in place of an overall verdict, while others show the full {{34}} of scores instead of one figure. According to the writer, these ideas remain uncommon, mainly because a single number is simpler to {{35}}.',
            ],
          },
          {
            id: 'r3-g3',
            type: 'tfng',
            variant: 'ynng',
            form: 'dropdown',
            instructions:
              'Do the following statements agree with the views of the writer in Reading Passage 3? Choose YES if the statement agrees with the views of the writer, NO if the statement contradicts the views of the writer, NOT GIVEN if it is impossible to say what the writer thinks about this.',
            questions: [
              { number: 36, stem: 'Customer ratings were probably more useful in the past than they are today.' },
              { number: 37, stem: 'Businesses that reward customers for good reviews should face penalties.' },
              { number: 38, stem: 'People tend to rate individual workers more kindly than large organisations.' },
              { number: 39, stem: 'Online reviews have rarely exposed businesses that provide a bad service.' },
              { number: 40, stem: 'Showing the full spread of scores would reduce the number of fake reviews.' },
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
          'The plans below show the ground floor of Ashcombe Public Library at present and how it will look after a planned redesign.\n\nSummarise the information by selecting and reporting the main features, and make comparisons where relevant.',
        instructions: 'You should spend about 20 minutes on this task. Write at least 150 words.',
        image: {
          src: 'ielts/book2/writing-task1.svg',
          alt: 'Two floor plans of the ground floor of Ashcombe Public Library. At present: adult fiction and non-fiction shelves on the left, a reading room and a newspapers and magazines area in the centre, children’s books, a staff office and toilets on the right, and a lobby with a reception desk by the entrance at the bottom. After the redesign: the two book areas become one smaller books area with a quiet study area below it, the reading room becomes a computer area, the newspapers area becomes a café, the children’s area takes over the staff office and gains a storytelling corner, the toilets stay, and the lobby has self-service machines, a small help desk and a new lift beside the same entrance.',
        },
        minWords: 150,
        suggestedMinutes: 20,
      },
      {
        number: 2,
        prompt:
          'In many parts of the world, growing numbers of people, especially the young, are leaving villages and small towns to live and work in large cities.\n\nWhy is this happening? What could be done to make life in the countryside more attractive?\n\nGive reasons for your answer and include any relevant examples from your own knowledge or experience.',
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
        intro: 'The examiner asks you about yourself, your home and other familiar topics.',
        questions: [
          { id: 'b2-s1-q1', text: 'Where is your hometown, and what kind of place is it?' },
          { id: 'b2-s1-q2', text: 'What do you like most about living there?' },
          { id: 'b2-s1-q3', text: 'How do you usually spend your weekends?' },
          { id: 'b2-s1-q4', text: 'Is there something you would like to do at weekends that you don’t have time for now?' },
        ],
        prepSeconds: 0,
        answerSeconds: 30,
      },
      {
        number: 2,
        title: 'Part 2: Long turn',
        intro:
          'You will have one minute to prepare, and you can make notes. Then talk about the topic for up to two minutes.',
        questions: [{ id: 'b2-s2-q1', text: 'Describe a skill you learned as an adult.' }],
        cueCard: {
          prompts: ['what the skill is', 'when and how you learned it', 'what you found difficult about learning it'],
          closing: 'and explain how this skill has been useful to you.',
        },
        prepSeconds: 60,
        answerSeconds: 120,
      },
      {
        number: 3,
        title: 'Part 3: Discussion',
        intro: 'The examiner asks you some more general questions about learning and skills.',
        questions: [
          { id: 'b2-s3-q1', text: 'Is it easier to learn a new skill as a child or as an adult? Why do you think so?' },
          { id: 'b2-s3-q2', text: 'Which skills do employers in your country value most today?' },
          {
            id: 'b2-s3-q3',
            text: 'Some people say that practical skills, such as cooking or repairing things, are being lost. Do you agree?',
          },
          { id: 'b2-s3-q4', text: 'How might technology change the way people learn new skills in the future?' },
        ],
        prepSeconds: 0,
        answerSeconds: 30,
      },
    ],
  },
};
