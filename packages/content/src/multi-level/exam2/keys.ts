import type { MultiLevelKey, MultiLevelKeys } from '@bandwise/core';
import { exam } from './public';

/**
 * Server-only keys and listening scripts of Multi Level Mock 2. Never import this from browser code.
 * Choice keys name the option by its text (or its letter for lettered options) and are resolved to the option id
 * here, so a key can never point at an option the learner was not shown.
 */
const optionsById = new Map(
  exam.sections.flatMap((section) => section.parts.flatMap((part) => part.questions.map((q) => [q.id, q.answers] as const))),
);

function pick(questionId: number, option: string): MultiLevelKey {
  const answers = optionsById.get(questionId) ?? [];
  const found = answers.find((a) => a.answer === option || a.answer.startsWith(`${option}) `));
  if (!found) throw new Error(`Multi Level Mock 2: question ${questionId} has no option '${option}'`);
  return { answerId: found.id };
}

const blank = (...accepted: string[]): MultiLevelKey => ({ blanks: [accepted] });

export const keys: MultiLevelKeys = {
  examId: 2,
  questions: {
    // Listening part 1
    '2001': pick(2001, 'Room 14'),
    '2002': pick(2002, 'a phone charger'),
    '2003': pick(2003, 'He is a photographer.'),
    '2004': pick(2004, 'Thursday'),
    '2005': pick(2005, 'It is too noisy.'),
    '2006': pick(2006, 'a dessert'),
    '2007': pick(2007, 'carrying a box'),
    '2008': pick(2008, '20 minutes'),
    // Listening part 2
    '2009': blank('5'),
    '2010': blank('Friday'),
    '2011': blank('fountain'),
    '2012': blank('ambulance'),
    '2013': blank('medal'),
    '2014': blank('sports', 'sport'),
    // Listening part 3
    '2015': pick(2015, 'D'),
    '2016': pick(2016, 'A'),
    '2017': pick(2017, 'B'),
    '2018': pick(2018, 'F'),
    '2019': pick(2019, 'C'),
    // Listening part 4
    '2020': pick(2020, 'E'),
    '2021': pick(2021, 'G'),
    '2022': pick(2022, 'B'),
    '2023': pick(2023, 'A'),
    '2024': pick(2024, 'D'),
    // Listening part 5
    '2025': pick(2025, 'One member of the group is not doing his share.'),
    '2026': pick(2026, 'divide the work differently'),
    '2027': pick(2027, 'A cancelled flight made her take the train.'),
    '2028': pick(2028, 'It needs more planning than flying.'),
    '2029': pick(2029, 'the length of the course'),
    '2030': pick(2030, 'talking to someone who works as an architect'),
    // Listening part 6
    '2031': blank('10'),
    '2032': blank('wind'),
    '2033': blank('white'),
    '2034': blank('water', 'water vapour', 'water vapor'),
    '2035': blank('river'),

    // Reading part 1
    '2101': blank('than'),
    '2102': blank('a'),
    '2103': blank('which'),
    '2104': blank('by', 'at', 'before'),
    '2105': blank('who'),
    '2106': blank('but', 'yet'),
    // Reading part 2
    '2107': pick(2107, 'B'),
    '2108': pick(2108, 'C'),
    '2109': pick(2109, 'G'),
    '2110': pick(2110, 'F'),
    '2111': pick(2111, 'D'),
    '2112': pick(2112, 'J'),
    '2113': pick(2113, 'A'),
    '2114': pick(2114, 'H'),
    // Reading part 3
    '2115': pick(2115, 'C'),
    '2116': pick(2116, 'A'),
    '2117': pick(2117, 'D'),
    '2118': pick(2118, 'B'),
    '2119': pick(2119, 'G'),
    '2120': pick(2120, 'E'),
    // Reading part 4
    '2121': pick(2121, 'People tend to ignore much of what they hear.'),
    '2122': pick(2122, 'Reyes noticed a change in the way city birds sang.'),
    '2123': pick(2123, 'The type of sound changed how people felt.'),
    '2124': pick(2124, 'She admits its limits but says it is used with other data.'),
    '2125': pick(2125, 'False'),
    '2126': pick(2126, 'False'),
    '2127': pick(2127, 'Not Given'),
    '2128': pick(2128, 'True'),
    '2129': pick(2129, 'Not Given'),
    // Reading part 5
    '2130': blank('melatonin'),
    '2131': blank('later'),
    '2132': blank('concentration'),
    '2133': blank('delay'),
    '2134': pick(2134, 'More students came to school.'),
    '2135': pick(2135, 'They should understand that the problem is largely biological.'),
  },
  scripts: [
    {
      part: 1,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Listening, Part 1. You will hear eight short conversations. For questions 1 to 8, choose the correct answer. You will hear each conversation once.',
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Question 1. Which room is the meeting in?' },
        { speaker: 'Man', voice: 'man1', text: 'Is the project meeting still in Room twenty-one this afternoon?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "No, they've moved it to Room fourteen. The projector in twenty-one isn't working.",
        },
        {
          speaker: 'Man',
          voice: 'man1',
          text: "Fourteen? Isn't that the tiny room next to the kitchen? We'll never all fit in there.",
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "No, you're thinking of Room twelve. Fourteen is the big one at the end of the corridor.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 2. What does the woman borrow?' },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "Could I ask you a favour? My phone's almost dead, and I've left my charger at the office.",
        },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "Sure, mine's in the top drawer of my desk. Help yourself. Do you want an umbrella as well? It's pouring down out there.",
        },
        { speaker: 'Woman', voice: 'woman2', text: "No, thanks, I've got one in my bag." },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "And you're welcome to take my bike to get home, if you like.",
        },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "That's kind, but I'll get the bus. I don't fancy cycling in this weather.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 3. What does the man do now?' },
        { speaker: 'Woman', voice: 'woman3', text: 'So what are you doing these days? Are you still teaching?' },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "No, I gave that up two years ago. I taught for five years, but it wasn't really for me. For a while I thought about training as a nurse, like my sister, but in the end I decided to turn my hobby into a job. I photograph weddings now, and I'm busy almost every weekend.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 4. Which day will they go to the museum?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "We said we'd go to the new science museum this week. It's closed on Mondays, so how about Tuesday?",
        },
        {
          speaker: 'Man',
          voice: 'man1',
          text: "I've got a dentist's appointment on Tuesday morning, and I don't know how long it'll take. Could we do Wednesday?",
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "I'm working late on Wednesday. What about Thursday? Entry's free on Thursdays anyway.",
        },
        { speaker: 'Man', voice: 'man1', text: 'Even better. Thursday it is.' },

        { speaker: 'Narrator', voice: 'narrator', text: "Question 5. What is the problem with the man's new flat?" },
        { speaker: 'Woman', voice: 'woman2', text: "How's the new flat? Are you settling in?" },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "It's great in lots of ways. It's only ten minutes' walk from the office, and it's much bigger than my old place. I've even got a spare bedroom now. The only thing is the bar downstairs. It stays open until two in the morning, and I can hardly sleep with all the music.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 6. What will the man bring to the party?' },
        {
          speaker: 'Woman',
          voice: 'woman3',
          text: "Can you bring something to the party on Saturday? Anna's already said she'll bring the drinks.",
        },
        { speaker: 'Man', voice: 'man3', text: 'Of course. How about a big salad?' },
        {
          speaker: 'Woman',
          voice: 'woman3',
          text: "Hmm, Mark's bringing a salad. Could you do a dessert instead? Everyone loved that chocolate cake you made last time.",
        },
        { speaker: 'Man', voice: 'man3', text: "All right, I'll bake the cake again, then." },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 7. How did the woman hurt her arm?' },
        { speaker: 'Man', voice: 'man1', text: 'What happened to your arm?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "Everyone assumes I fell off my bike, because I cycle everywhere. And I did play tennis on Sunday, but my arm was fine after that. No, it happened on Monday, when I was helping my sister move house. I was carrying a heavy box of books down the stairs, and I twisted it.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 8. How late will the train to Leeds be?' },
        { speaker: 'Man', voice: 'man2', text: 'Excuse me, is the nine fifteen to Leeds on time?' },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "I'm afraid it isn't. The board says it's ten minutes late, but it hasn't been updated. The driver has just told us it will be twenty minutes.",
        },
        { speaker: 'Man', voice: 'man2', text: "Twenty minutes! I've got a meeting at eleven." },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "Well, the next fast train leaves in forty minutes, so you're still better off waiting for this one.",
        },
      ],
    },
    {
      part: 2,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 2. You will hear a radio presenter giving information about a charity fun run. For questions 9 to 14, complete the notes. Write no more than one word or a number for each answer.',
        },
        {
          speaker: 'Presenter',
          voice: 'woman1',
          text: "And now, some information for everyone taking part in this year's Westbridge Fun Run, which takes place a week on Sunday. The good news is that the organisers have listened to your comments from last year, when a lot of you said that the ten-kilometre route was too long for families. So this year the route is just five kilometres, which means that walkers and young children can easily take part too.",
        },
        {
          speaker: 'Presenter',
          voice: 'woman1',
          text: "If you want to join in, you'll need to register on the fun run website. Registration is free, and you can do it any time before Friday. Please don't leave it until the day itself, because nobody can be registered at the start.",
        },
        {
          speaker: 'Presenter',
          voice: 'woman1',
          text: "Speaking of the start, it has moved. Last year the run began by the bandstand in Elm Park, but that area is being repaired, so this year you'll start next to the fountain, near the main gate of the park. The finish is in the same place as the start. Walkers set off at nine o'clock and runners at half past, and children under twelve must run or walk with an adult.",
        },
        {
          speaker: 'Presenter',
          voice: 'woman1',
          text: "As always, the event is raising money for a good cause. Last year it was the children's hospital; this year every penny will go towards new equipment for the city's ambulance service. Last year runners raised over eight thousand pounds, and the organisers are hoping to beat that.",
        },
        {
          speaker: 'Presenter',
          voice: 'woman1',
          text: "When you register, you'll be sent a free T-shirt, which the organisers would love you to wear on the day. And every runner who crosses the finish line will receive a medal. Yes, even if you walk the whole way! There's also a prize for the best fancy dress, so get creative. There will be water stations every kilometre along the route, and first-aid volunteers at the start and at the halfway point, so if you need help at any time, just wave to a steward in a yellow jacket.",
        },
        {
          speaker: 'Presenter',
          voice: 'woman1',
          text: "Finally, parking. The car park at the shopping centre will be very busy that morning, so please don't try to park there. Instead, there's free parking at the sports centre on Mill Lane, which is just a five-minute walk from the park. Good luck, everyone, and I'll see you there!",
        },
      ],
    },
    {
      part: 3,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 3. You will hear five people talking about their first job. For questions 15 to 19, choose from the list A to F what each speaker says. There is one extra letter which you do not need to use.',
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 1.' },
        {
          speaker: 'Speaker 1',
          voice: 'man1',
          text: "My first job was in a call centre for a mobile phone company. The pay was awful, so it certainly wasn't the money; I took it because two of my friends worked there. Most of the calls came from customers who were already angry by the time they got through to me. At first I took it personally, but I learned to stay calm, let them finish, and then repeat back what they'd told me. Nowadays I'm an accountant, which has nothing to do with phones, but I still use those skills every time a client is unhappy.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 2.' },
        {
          speaker: 'Speaker 2',
          voice: 'woman1',
          text: "When I was sixteen, I spent the summer working at a vet's clinic near my home. The job itself wasn't exciting: I cleaned the cages, answered the phone and swept the floor, and I wasn't even paid. But I got to watch the vets at work, and I was completely fascinated. By the end of the summer I knew exactly what I wanted to do, and I chose my school subjects so that I could get onto a veterinary course. Without that summer, I'd probably be working in a bank now.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 3.' },
        {
          speaker: 'Speaker 3',
          voice: 'man2',
          text: "I got a job as a junior designer in a small advertising agency straight after college. My boss was lovely, very supportive, but two weeks after I started, he went on holiday for a month and left me in charge of a project for our biggest client. I was nineteen. I had no idea how to run meetings or manage deadlines, and I made some expensive mistakes. Looking back, nobody that new should have been put in that position. I stayed at the agency for six years, though, and learned a huge amount.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 4.' },
        {
          speaker: 'Speaker 4',
          voice: 'woman2',
          text: "I was a waitress in a seaside hotel one summer. I wanted to spend the summer by the sea, and the plan was to stay until the end of August. The manager was really kind, but the hours were exhausting: we started at six for breakfast and finished after ten at night. After three weeks I'd had enough, and when a friend offered me a job in her family's shop back home, I handed in my notice. I still feel a bit guilty about it.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 5.' },
        {
          speaker: 'Speaker 5',
          voice: 'woman3',
          text: "My first job was in a bookshop. The manager, Mrs Kaur, seemed to criticise everything I did: the way I put books on the shelves, the way I spoke to customers, even the way I wrapped presents. For the first couple of months I went home most evenings feeling miserable. But slowly I realised that she was training me properly, and that she was usually right. By the end of the year we were good friends, and I ended up staying there for four years.",
        },
      ],
    },
    {
      part: 4,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 4. You will hear a ranger welcoming visitors to Kelvale Country Park. For questions 20 to 24, label the map. Choose the correct letter, A to H.',
        },
        {
          speaker: 'Ranger',
          voice: 'man3',
          text: "Hello, everyone, and welcome to Kelvale Country Park. I'm Mark, one of the rangers here, and I'll quickly explain where everything is, so have a look at your map. We're at the visitor centre, at the southern end of the park, and the car park, where most of you left your cars, is over to our left. In front of us is Kel Lake, and there's a path that goes all the way round it. It's about three kilometres, and it's flat all the way, so it's fine for pushchairs and wheelchairs. Before you set off, the visitor centre itself has toilets, a small shop selling maps and bird guides, and a café where you can get hot drinks until four o'clock.",
        },
        {
          speaker: 'Ranger',
          voice: 'man3',
          text: "A lot of people want to go out on the water, so let's start with boat hire. Don't go to the wooden jetty straight in front of the visitor centre; that's only for the rangers' boats. Instead, turn right when you leave the building and follow the lakeside path east for a couple of minutes. The boat hire is the first building you come to, right on the water's edge.",
        },
        {
          speaker: 'Ranger',
          voice: 'man3',
          text: "If you've brought lunch, you'll want the picnic area. Now, many visitors stop at the big grassy field between the car park and the lake, but that's actually our dog exercise field, so it's not ideal for eating! Keep going along the path past it, heading north, and you'll find the picnic area on the west side of the lake, about halfway up, with lovely views across the water.",
        },
        {
          speaker: 'Ranger',
          voice: 'man3',
          text: "Birdwatchers should head for the bird hide, which is on the far side of the lake, on the north shore, directly opposite where we're standing now. It's very quiet there, so please keep your voices down as you get close.",
        },
        {
          speaker: 'Ranger',
          voice: 'man3',
          text: "For families, the adventure playground is at the edge of Oak Wood, in the north-west corner of the park. It's got a zip wire and a tree house, and it's suitable for children up to the age of twelve.",
        },
        {
          speaker: 'Ranger',
          voice: 'man3',
          text: "And finally, the rose garden. That's on the east side of the lake, between the boat hire and the bridge over Kel Stream. If you do cross the bridge, please don't go into the field on the other side of the stream. It's private farmland, and there are cattle in it at the moment. The park closes at sunset. Enjoy your day!",
        },
      ],
    },
    {
      part: 5,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 5. You will hear three extracts. For questions 25 to 30, choose the correct answer. There are two questions for each extract.',
        },
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Extract 1. You will hear two students talking about a group project. Questions 25 and 26.',
        },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "Have you heard from Lucas? He still hasn't sent me his section of the project.",
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: 'Not a word. Has the deadline changed? I thought someone said it had been moved.',
        },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "No, it's still next Friday, thank goodness. And I'm happy with the topic; I think it's one of the more interesting ones. The problem is that Lucas hasn't done anything at all, and the rest of us have nearly finished.",
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "Should we tell Dr Hughes? She did say to let her know if anyone wasn't pulling their weight.",
        },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "I'd rather not get him into trouble, not yet anyway. Why don't we just share his part between the three of us, and ask him to do the slides instead? That's a smaller job.",
        },
        { speaker: 'Woman', voice: 'woman1', text: 'We could ask for an extension too, just in case.' },
        { speaker: 'Man', voice: 'man2', text: "We won't need one if we start tonight." },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "OK, let's split it, then. But if he doesn't do the slides, we're going to Dr Hughes.",
        },
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Extract 2. You will hear a radio presenter interviewing a travel writer. Questions 27 and 28.',
        },
        {
          speaker: 'Presenter',
          voice: 'man3',
          text: "My guest today is the travel writer Helen Marsh, who hasn't been on a plane for eight years. Helen, was that an environmental decision?",
        },
        {
          speaker: 'Helen',
          voice: 'woman2',
          text: "Everyone assumes so, and I'm glad it's turned out to be good for the planet, but honestly, no. It started with a cancelled flight. I was stuck in Milan, trying to get to Vienna for a book festival, and the only way to get there in time was by train. I spent the whole day watching the Alps go past the window, and I realised I'd been flying over all these places for years without ever seeing them. I never booked another flight after that. My publisher thought I'd gone mad.",
        },
        { speaker: 'Presenter', voice: 'man3', text: "But isn't the train much more expensive?" },
        {
          speaker: 'Helen',
          voice: 'woman2',
          text: "I won't pretend it's cheaper; often it isn't. And comfort depends a lot on the train. Some are wonderful, some are not. What it really takes is planning. You have to check timetables in different countries, book your connections and allow for things going wrong. With a plane you just turn up at the airport. But I've come to enjoy the planning. It's part of the journey.",
        },
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Extract 3. You will hear a father and his daughter talking about her university offer. Questions 29 and 30.',
        },
        {
          speaker: 'Father',
          voice: 'man1',
          text: "So, you've had the offer from Northfield. Congratulations! You don't look very happy about it, though.",
        },
        {
          speaker: 'Daughter',
          voice: 'woman3',
          text: "I am, sort of. Everybody says the architecture course there is brilliant, and I loved the city when we visited. It's not that.",
        },
        {
          speaker: 'Father',
          voice: 'man1',
          text: "Is it the money? Because we've talked about that, and we'll help as much as we can.",
        },
        {
          speaker: 'Daughter',
          voice: 'woman3',
          text: "No, honestly, the fees are the same everywhere. It's the time. It's five years at university, and then another two years before you're fully qualified. I'll be twenty-five! I'm just not sure I want to commit to something for that long when I don't really know what the job is like.",
        },
        {
          speaker: 'Father',
          voice: 'man1',
          text: "Well, I'm not going to tell you to take a year off; you'd be bored in a month. And I don't think you should switch to a shorter course just because it's shorter. But why don't you talk to someone who actually does the job? Your aunt's friend Maya is an architect. I'm sure she'd meet you for a coffee and tell you what it's really like.",
        },
        { speaker: 'Daughter', voice: 'woman3', text: "That's a good idea. I'll ask Aunt Jo for her number." },
      ],
    },
    {
      part: 6,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 6. You will hear part of a lecture about heat in cities. For questions 31 to 35, complete the notes. Write no more than one word or a number for each answer.',
        },
        {
          speaker: 'Lecturer',
          voice: 'woman3',
          text: "Good afternoon, everyone. Today I want to talk about something that affects more than half of the world's population, although most people have never heard its name: the urban heat island.",
        },
        {
          speaker: 'Lecturer',
          voice: 'woman3',
          text: "The basic idea is simple. Cities are warmer than the countryside around them. During the day the difference is often quite small, perhaps one or two degrees. It's at night that the effect really shows. On a calm, clear night, the centre of a large city can be as much as ten degrees warmer than the fields just outside it. And that matters, because hot nights are when heat is most dangerous to health: our bodies need the cooler hours to recover.",
        },
        {
          speaker: 'Lecturer',
          voice: 'woman3',
          text: 'So why does it happen? There are several reasons. First, the materials we build with. Dark surfaces such as roads and roofs absorb the energy of the sun during the day and then release it slowly through the night. Second, the shape of the city. Tall buildings close together trap heat between them, and they also block the wind, which would otherwise carry the warm air away. Third, we produce heat ourselves, from traffic, from factories and, ironically, from air conditioning units, which pump hot air out into the street to cool the rooms inside.',
        },
        {
          speaker: 'Lecturer',
          voice: 'woman3',
          text: 'What can be done? One of the cheapest solutions is simply to change the colour of roofs. Painting roofs white means that they reflect most of the sunlight instead of absorbing it, and that can lower the temperature on the top floor of a building by several degrees. Some cities now require it for all new flat roofs.',
        },
        {
          speaker: 'Lecturer',
          voice: 'woman3',
          text: 'Green space is even more effective. Trees cool the air in two ways. Most obviously, they give shade. But they also release water through their leaves, and as that water evaporates, it takes heat from the air around it, rather like sweat cools our skin. A street with mature trees can be noticeably cooler than one without.',
        },
        {
          speaker: 'Lecturer',
          voice: 'woman3',
          text: "Water itself can help too. Let me give you an example from Marbury, a city I studied a few years ago. In the 1960s, a small river that ran through the city centre was covered over with concrete and turned into a road. About ten years ago, the city decided to remove the road and open up the river again, with paths and planting along its banks. Summer temperatures beside the river are now several degrees lower than in the streets nearby, and it has become one of the most popular places in the city. After the break, we'll look at what this means for the way we plan new towns.",
        },
      ],
    },
  ],
};
