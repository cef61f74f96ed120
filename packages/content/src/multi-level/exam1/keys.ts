import type { MultiLevelKey, MultiLevelKeys } from '@bandwise/core';
import { exam } from './public';

/**
 * Server-only keys and listening scripts of Multi Level Mock 1. Never import this from browser code.
 * Choice keys name the option by its text (or its letter for lettered options) and are resolved to the option id
 * here, so a key can never point at an option the learner was not shown.
 */
const optionsById = new Map(
  exam.sections.flatMap((section) => section.parts.flatMap((part) => part.questions.map((q) => [q.id, q.answers] as const))),
);

function pick(questionId: number, option: string): MultiLevelKey {
  const answers = optionsById.get(questionId) ?? [];
  const found = answers.find((a) => a.answer === option || a.answer.startsWith(`${option}) `));
  if (!found) throw new Error(`Multi Level Mock 1: question ${questionId} has no option '${option}'`);
  return { answerId: found.id };
}

const blank = (...accepted: string[]): MultiLevelKey => ({ blanks: [accepted] });

export const keys: MultiLevelKeys = {
  examId: 1,
  questions: {
    // Listening part 1
    '1001': pick(1001, '7:15'),
    '1002': pick(1002, 'a scarf'),
    '1003': pick(1003, 'in the kitchen'),
    '1004': pick(1004, 'by train'),
    '1005': pick(1005, 'rainy'),
    '1006': pick(1006, 'a chicken salad'),
    '1007': pick(1007, 'She had to go back home.'),
    '1008': pick(1008, '£18'),
    // Listening part 2
    '1009': blank('55'),
    '1010': blank('slate'),
    '1011': blank('windows'),
    '1012': blank('4'),
    '1013': blank('workshop'),
    '1014': blank('5'),
    // Listening part 3
    '1015': pick(1015, 'D'),
    '1016': pick(1016, 'E'),
    '1017': pick(1017, 'F'),
    '1018': pick(1018, 'B'),
    '1019': pick(1019, 'A'),
    // Listening part 4
    '1020': pick(1020, 'H'),
    '1021': pick(1021, 'C'),
    '1022': pick(1022, 'B'),
    '1023': pick(1023, 'E'),
    '1024': pick(1024, 'A'),
    // Listening part 5
    '1025': pick(1025, 'how cleverly the foxes find food'),
    '1026': pick(1026, 'The music spoiled some scenes.'),
    '1027': pick(1027, 'He was concerned about falling bee numbers.'),
    '1028': pick(1028, 'getting permission to use the roof'),
    '1029': pick(1029, 'the open-plan design'),
    '1030': pick(1030, 'visiting the new building before the move'),
    // Listening part 6
    '1031': blank('pedals'),
    '1032': blank('iron'),
    '1033': blank('dangerous'),
    '1034': blank('chain'),
    '1035': blank('vet', 'veterinarian', 'veterinary surgeon'),

    // Reading part 1
    '1101': blank('as'),
    '1102': blank('whom'),
    '1103': blank('than'),
    '1104': blank('that', 'which'),
    '1105': blank('of'),
    '1106': blank('so'),
    // Reading part 2
    '1107': pick(1107, 'I'),
    '1108': pick(1108, 'A'),
    '1109': pick(1109, 'H'),
    '1110': pick(1110, 'D'),
    '1111': pick(1111, 'F'),
    '1112': pick(1112, 'C'),
    '1113': pick(1113, 'E'),
    '1114': pick(1114, 'G'),
    // Reading part 3
    '1115': pick(1115, 'C'),
    '1116': pick(1116, 'F'),
    '1117': pick(1117, 'E'),
    '1118': pick(1118, 'D'),
    '1119': pick(1119, 'A'),
    '1120': pick(1120, 'H'),
    // Reading part 4
    '1121': pick(1121, 'He did not take it seriously.'),
    '1122': pick(1122, 'They compete with each other for light.'),
    '1123': pick(1123, 'They overstate how quickly a complete woodland can develop.'),
    '1124': pick(1124, 'Land can turn into forest naturally at no cost.'),
    '1125': pick(1125, 'False'),
    '1126': pick(1126, 'False'),
    '1127': pick(1127, 'Not Given'),
    '1128': pick(1128, 'True'),
    '1129': pick(1129, 'Not Given'),
    // Reading part 5
    '1130': blank('emotion'),
    '1131': blank('hunger'),
    '1132': blank('creative'),
    '1133': blank('painkiller'),
    '1134': pick(1134, 'A wandering mind can link ideas in unexpected ways.'),
    '1135': pick(1135, 'It is connected with serious problems.'),
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
        { speaker: 'Narrator', voice: 'narrator', text: 'Question 1. What time will the friends meet?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: 'The film starts at half past seven. Shall we meet outside the cinema at seven and get a coffee first?',
        },
        {
          speaker: 'Man',
          voice: 'man1',
          text: "I'd love to, but I don't finish work until half past six, and it takes me at least forty minutes to get across town.",
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "Oh, right, so seven is too early for you. What about a quarter past? That still gives us time to find our seats before it starts.",
        },
        { speaker: 'Man', voice: 'man1', text: "A quarter past seven is fine. I'll text you if the bus is late." },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 2. What did the woman buy for her brother?' },
        { speaker: 'Man', voice: 'man2', text: 'Did you find a birthday present for your brother in the end?' },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "Eventually. I was going to get him a book about mountain climbing, but it turns out he's already got it. Then I saw some lovely watches, but they were far too expensive.",
        },
        { speaker: 'Man', voice: 'man2', text: 'So what did you choose?' },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "A big, warm scarf. He's starting a new job in Norway next month, so he's going to need it.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: "Question 3. Where was the man's phone?" },
        { speaker: 'Woman', voice: 'woman3', text: "You look worried. What's the matter?" },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "I can't find my phone anywhere. I was sure I'd left it in the car, but I've just been out to check and it isn't there.",
        },
        { speaker: 'Woman', voice: 'woman3', text: 'Did you have it at the gym this morning?' },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "Yes, I was listening to music on it. Oh, wait, I remember now. I put it down on the kitchen table when I was making lunch, next to the fruit bowl. And, yes, there it is, under the newspaper.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 4. How will the woman travel to the conference?' },
        { speaker: 'Man', voice: 'man1', text: 'Are you flying to the conference in Edinburgh next week?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: 'I was planning to, but flights are so expensive at the moment. I looked at the coach, which is really cheap, but it takes nearly nine hours.',
        },
        { speaker: 'Man', voice: 'man1', text: "Nine hours! That's a long time to sit still." },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "Exactly. So in the end I've booked the train. It's four and a half hours, and I can work on my laptop on the way.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 5. What will the weather be like on Saturday?' },
        { speaker: 'Woman', voice: 'woman2', text: 'Are we still going sailing on Saturday?' },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "I'm not sure. I checked the forecast this morning. Tomorrow will be bright and sunny, but on Saturday it's going to rain all day.",
        },
        { speaker: 'Woman', voice: 'woman2', text: "Rain doesn't bother me, as long as it isn't windy." },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "No, the wind won't be a problem. It's supposed to be quite calm. But I'd rather not get soaked. Shall we go on Sunday instead? It should be dry again by then.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 6. What does the man order?' },
        { speaker: 'Waitress', voice: 'woman3', text: 'Are you ready to order?' },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "I think so. I was going to have the vegetable soup, but I see on the board that it's finished for today.",
        },
        {
          speaker: 'Waitress',
          voice: 'woman3',
          text: "I'm afraid so. It was very popular at lunchtime. The chicken salad is good, though, and the fish came in fresh this morning.",
        },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "I had fish yesterday, so I'll go for the chicken salad, please. And a glass of water.",
        },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 7. Why was the woman late?' },
        { speaker: 'Man', voice: 'man1', text: 'There you are! I was starting to worry. Was it the trains again?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "No, the trains were fine for once, and I caught the bus to the station with no problem. But halfway there I realised I'd left my presentation on the desk at home, so I had to get off and go back for it.",
        },
        { speaker: 'Man', voice: 'man1', text: "Well, at least you've got it now. We're on in ten minutes." },

        { speaker: 'Narrator', voice: 'narrator', text: 'Question 8. How much did the man pay for each ticket?' },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "How much were the tickets for the concert? I'll pay you back for mine.",
        },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "They're normally twenty-four pounds each, but because I booked early they were only eighteen.",
        },
        { speaker: 'Woman', voice: 'woman2', text: "That's a good deal. I thought you said twelve." },
        {
          speaker: 'Man',
          voice: 'man2',
          text: "No, twelve pounds is the price for students, and we're not students any more, unfortunately!",
        },
      ],
    },
    {
      part: 2,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 2. You will hear a guide talking to passengers on a heritage railway. For questions 9 to 14, complete the notes. Write no more than one word or a number for each answer.',
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: "Good morning, everyone, and welcome aboard the Greywater Valley Railway. My name's Tom, and I'll be your guide on today's trip to Millbrook. Before we set off, let me tell you a little about the journey and about the railway itself.",
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: "The ride to Millbrook normally takes forty-five minutes, but today we're stopping for a while at Hollins Bridge to let another train pass, so it'll be closer to fifty-five minutes. Don't worry, there's plenty to look at along the way.",
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: 'The railway opened in 1871. A lot of people assume it was built for passengers, or to carry coal, but in fact the line was built to carry slate from the quarries up in the hills down to the river, where it was loaded onto boats. Passengers only started using it about twenty years later.',
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: "Now, a few safety points. About halfway along we go through Fenwick Tunnel, which is nearly a kilometre long. Smoke from the engine can get into the carriages, so please make sure the windows are closed before we enter the tunnel. You're welcome to open them again once we're back out in the daylight. And of course, please don't lean out at any time.",
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: "If you're feeling hungry, snacks and hot drinks are sold on board. Your leaflet says the buffet is in carriage three, but we've had to change things around this season, so you'll find it in carriage four, just behind this one. It takes cards as well as cash.",
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: "When we arrive at Millbrook, you'll have an hour and a half before the return journey. Most people head straight for the station museum, which has a fine collection of old tickets and uniforms. But I'd really recommend the old workshop behind the platform, where the engines were repaired for more than a century. The volunteers there will show you how they still make some parts by hand.",
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: 'Finally, a word about tickets for the way back. If you bought a single ticket, you can buy a return at Millbrook station for six pounds. Children under five travel free, and anyone between five and fifteen pays half price.',
        },
        {
          speaker: 'Guide',
          voice: 'man2',
          text: "Oh, and one last thing for the photographers among you. About ten minutes after we leave, we cross the Greywater Viaduct, and that's where you'll get the best view of the whole valley. Please take your pictures from your seat, though, and don't stand in the doorways. Right, I can hear the whistle, so we're about to leave. Sit back and enjoy the ride.",
        },
      ],
    },
    {
      part: 3,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 3. You will hear five people talking about learning a new skill as an adult. For questions 15 to 19, choose from the list A to F what each speaker says. There is one extra letter which you do not need to use.',
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 1.' },
        {
          speaker: 'Speaker 1',
          voice: 'woman1',
          text: "I signed up for pottery classes because my doctor said I needed something to help me relax after work. I was under a lot of stress at the time, and sitting at a wheel with wet clay in my hands did help, I suppose. To be honest, though, that's not why I'm still going two years later. What keeps me there now is the people. I've made three really good friends in that class, and Thursday evenings are the highlight of my week. The classes aren't cheap, but I'd happily pay double.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 2.' },
        {
          speaker: 'Speaker 2',
          voice: 'man1',
          text: "Everybody told me that at forty-five I was too old to start the piano, but I've never regretted it. My teacher is excellent, and the lessons themselves are a pleasure. The problem is everything in between. With two young children and a job that often runs late, finding even twenty minutes at the keyboard each day is a real struggle. Lately I've started getting up at six, before everyone else, just to get some practice in. My progress is slow, but that's nobody's fault but mine.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 3.' },
        {
          speaker: 'Speaker 3',
          voice: 'woman2',
          text: "I never learned to swim as a child, and I was rather embarrassed about it. I'd always make some excuse when friends went to the beach. It was my daughter who finally talked me into doing something about it. She found the class, booked it, and even came with me on the first evening to make sure I actually went in! It took me a long time, almost a whole year before I could swim a length without stopping, but I got there in the end.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 4.' },
        {
          speaker: 'Speaker 4',
          voice: 'man2',
          text: "I joined an evening class in Spanish because we'd bought a little flat in Valencia, and that's still the reason I go. The teacher was pleasant enough, but she spent most of each lesson on grammar tables. The real learning happened in the break, and in the café afterwards. There was a retired engineer in the group who'd lived in Chile for years, and he'd correct everything I said, and the others would practise conversations with me. I owe my Spanish to them far more than to the lessons.",
        },
        { speaker: 'Narrator', voice: 'narrator', text: 'Speaker 5.' },
        {
          speaker: 'Speaker 5',
          voice: 'woman3',
          text: "I'd always been nervous about driving, so I didn't learn until I was fifty. I'd saved up for a long course, because I was expecting to need at least forty lessons, and probably a few failed tests too. But after just twelve lessons my instructor said I was ready, and I passed first time. I still can't quite believe it. I've got most of the money I saved left over, so I'm putting it towards a car.",
        },
      ],
    },
    {
      part: 4,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 4. You will hear a guide describing the ground floor of Ashford Riverside Museum. For questions 20 to 24, label the plan. Choose the correct letter, A to H.',
        },
        {
          speaker: 'Guide',
          voice: 'woman2',
          text: "Good afternoon and welcome to Ashford Riverside Museum. Before you start exploring, let me explain where everything is on the ground floor. You should all have a copy of the plan. I'm only going to talk about the ground floor today; the upper floor has its own plan, and you can pick one up from reception. Just so you know, the museum closes at half past five, and the café stops serving at five. Now, we're standing in the entrance area now. Reception is on your left, and the toilets are on your right. Straight ahead of you is the Main Hall, with our famous model of the paddle steamer Ashford Belle in the middle.",
        },
        {
          speaker: 'Guide',
          voice: 'woman2',
          text: "Let's start with the most important place: the café! Walk right through the Main Hall to the far end. There you'll find two rooms with big windows looking out over the river. The one on the left is the temporary exhibition room, which is closed at the moment while we set up a new show. The café is the room on the right, and in good weather you can take your drinks outside onto the river terrace.",
        },
        {
          speaker: 'Guide',
          voice: 'woman2',
          text: "If you'd like to buy souvenirs, the gift shop is very easy to find. It's just beside reception, in the corner of the building on your left as you come in.",
        },
        {
          speaker: 'Guide',
          voice: 'woman2',
          text: "I'd advise you to leave any large bags in the cloakroom. To get there, go into the Main Hall and look to your left. The cloakroom is the room halfway along the left-hand wall, between the gift shop and the corner room at the back. It's free, and the lockers take a one-pound coin, which you get back.",
        },
        {
          speaker: 'Guide',
          voice: 'woman2',
          text: "At three o'clock there's a free talk about the history of the river in the lecture theatre. That's on the other side of the Main Hall, on the right-hand side, in the middle. Please don't confuse it with the room in the back right-hand corner: that's the Maritime Gallery. And the room in the front right-hand corner, beside the toilets, is our staff office.",
        },
        {
          speaker: 'Guide',
          voice: 'woman2',
          text: "Finally, if you have children with you, they'll love the Children's Discovery Room, where they can try on costumes and build their own boats. It's in the back left-hand corner of the building, next to the temporary exhibition room. Enjoy your visit, and please ask any of our staff if you get lost.",
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
          text: 'Extract 1. You will hear two friends talking about a documentary they watched. Questions 25 and 26.',
        },
        { speaker: 'Man', voice: 'man1', text: 'Did you watch that documentary about city foxes last night?' },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "I did. I'd read that there are thousands of them living in the city, so the numbers didn't really shock me. What I hadn't expected was how clever they are at finding food. There was that one who'd worked out which day the restaurant put its bins out, and turned up every Tuesday, right on time.",
        },
        {
          speaker: 'Man',
          voice: 'man1',
          text: 'That was brilliant. Though for me the most amazing bit was when they walked straight into people\'s kitchens.',
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "Really? People leave their back doors open in summer, so it's not that strange. I thought the whole thing was a bit too long, actually. An hour would have been plenty.",
        },
        {
          speaker: 'Man',
          voice: 'man1',
          text: "Oh, I didn't notice the time at all. But I'll tell you what annoyed me: the music. Every time something exciting happened, they played these dramatic violins over it.",
        },
        {
          speaker: 'Woman',
          voice: 'woman1',
          text: "Yes! I couldn't agree more. It almost ruined the night-time scenes. It was like watching a horror film.",
        },
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Extract 2. You will hear a radio presenter interviewing a man who keeps bees in the city. Questions 27 and 28.',
        },
        {
          speaker: 'Presenter',
          voice: 'woman3',
          text: 'My guest today is Daniel Okafor, who keeps bees on the roof of an office block in the city centre. Daniel, how did it all begin?',
        },
        {
          speaker: 'Daniel',
          voice: 'man2',
          text: "Well, people often assume I was after the honey, or that I wanted to start a business. Honestly, that never crossed my mind; I give most of it away. I'd been reading about how bee numbers were falling across the country, and I felt I ought to do something practical rather than just worry about it. Then a colleague mentioned that our building had a flat roof that nobody used, and it went from there.",
        },
        { speaker: 'Presenter', voice: 'woman3', text: 'And what has been the biggest challenge?' },
        {
          speaker: 'Daniel',
          voice: 'man2',
          text: "People ask how I find the time, but it's only an hour or so a week. And you might expect the wind up there to be a problem, but bees cope with it far better than people imagine. No, the hardest part was getting permission. The building's owners took almost eight months to agree to it, and I had to take out special insurance before they'd let me carry a single hive up the stairs.",
        },
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: "Extract 3. You will hear two colleagues talking about their company's new office. Questions 29 and 30.",
        },
        { speaker: 'Woman', voice: 'woman2', text: 'So, have you seen the plans for the new office?' },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "I have. The location's great, to be fair. It's right next to the station, so my journey will be twenty minutes shorter. That's not what bothers me. It's completely open-plan: no walls, no doors. I make a lot of phone calls, and I honestly don't know how I'll concentrate with fifty people around me.",
        },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "I know what you mean. But from what I've heard, they're putting in some small rooms for calls.",
        },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "Only two, for the whole floor. That won't be enough. Maybe I'll just work from home more.",
        },
        {
          speaker: 'Woman',
          voice: 'woman2',
          text: "They won't let us do that more than one day a week. Look, why don't we go and have a look at the place before we move? The removal company's there on Friday, and I'm sure they'd let us in. We'd get a much better idea of the space, and if there really is a problem, we can raise it then.",
        },
        {
          speaker: 'Man',
          voice: 'man3',
          text: "Good idea. I'd rather see it with my own eyes than complain about a drawing.",
        },
      ],
    },
    {
      part: 6,
      lines: [
        {
          speaker: 'Narrator',
          voice: 'narrator',
          text: 'Part 6. You will hear part of a lecture about the history of the bicycle. For questions 31 to 35, complete the notes. Write no more than one word for each answer.',
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: "Good morning. In today's lecture in our series on everyday inventions, I'm going to look at the bicycle, a machine that seems so simple that it's easy to forget how long it took to get right.",
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: "Our story begins in 1817, in Germany, when an inventor called Karl Drais built what he called a 'running machine'. It had two wheels, one behind the other, a wooden frame and a way of steering, but there were no pedals at all. Riders sat on it and pushed themselves along the ground with their feet, rather like a child's balance bike today. It was fashionable for a short time, but it never really caught on.",
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: "The next big step came in France in the 1860s, when pedals were fixed directly to the front wheel. In English these machines became known as 'boneshakers', and the name tells you a lot. The wheels were made of wood and iron, wooden spokes with an iron band around the outside, and on the stone streets of the time, every bump went straight up through the rider's body.",
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: "Because the pedals turned the front wheel directly, one turn of the pedals meant one turn of the wheel. So the only way to go faster was to make the front wheel bigger. That led to the machine we now call the penny-farthing, with a front wheel that could be a metre and a half high. It was certainly fast, but it was also extremely dangerous. The rider sat so high up that hitting a small stone could throw him over the handlebars, head first. Not surprisingly, it was mostly young, wealthy men who rode them.",
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: "The solution arrived in the 1880s with what was called the 'safety bicycle'. Its two wheels were the same size, and instead of turning the front wheel, the pedals used a chain to drive the back wheel. This meant that speed no longer depended on the size of the wheel, and the rider could sit low enough to put both feet on the ground. In its basic design, this is the bicycle most of us still ride today.",
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: 'There was one more problem: comfort. Solid rubber tyres were better than iron, but not much. In 1888, John Boyd Dunlop, a vet from Scotland who was living in Ireland, developed an air-filled tyre, originally for his young son\'s tricycle. Within a few years, air-filled tyres were on bicycles everywhere.',
        },
        {
          speaker: 'Lecturer',
          voice: 'man3',
          text: 'The effects on society were enormous. For the first time, ordinary working people could travel ten or twenty miles without a horse or a train ticket. And for women in particular, the bicycle meant a new kind of independence, along with some very practical changes in what they wore. That is what we will look at next week.',
        },
      ],
    },
  ],
};
