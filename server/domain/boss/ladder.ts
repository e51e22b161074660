import type { BossLanguage } from '../../../protocol/rules/languages.ts';

/**
 * The boss ladder: the sequence of party bosses, their balance numbers and their names and
 * descriptions in every supported language. Bosses are friendly personifications of procrastination
 * and distraction: playful, never scary or shaming. Pure data and pure functions.
 *
 * Balance: a level-1 hit deals about 20 damage and a member finishes 3 to 6 quests a day, so the
 * first boss (150 health per member) takes a party about two days; later bosses grow with the
 * players' levels and stay within roughly one to three days of normal work.
 */

export interface BossText {
  name: string;
  description: string;
}

export interface BossTemplate {
  /** Stable kebab-case slug, e.g. 'procrastination-dragon'. */
  id: string;
  /** 1..8 on the ladder, ascending by position. */
  level: number;
  /** Max health contributed by each party member at spawn. */
  healthPerMember: number;
  /** Experience per member on defeat. */
  xpReward: number;
  /** Coins per member on defeat. */
  coinReward: number;
  text: Record<BossLanguage, BossText>;
}

export const BOSS_LADDER: readonly BossTemplate[] = [
  {
    id: 'procrastination-dragon',
    level: 1,
    healthPerMember: 150,
    xpReward: 50,
    coinReward: 30,
    text: {
      en: {
        name: 'The Procrastination Dragon',
        description:
          'It guards a glittering hoard of ‘I’ll do it later’. Each small task you finish steals a coin from the pile.',
      },
      es: {
        name: 'El Dragón de la Procrastinación',
        description:
          'Custodia un reluciente tesoro de «luego lo hago». Cada pequeña tarea que terminas le roba una moneda al montón.',
      },
      de: {
        name: 'Der Aufschiebe-Drache',
        description:
          'Er hütet einen glitzernden Schatz aus „mach ich später“. Jede erledigte kleine Aufgabe stibitzt ihm eine Münze.',
      },
      fr: {
        name: 'Le Dragon de la Procrastination',
        description:
          'Il couve un trésor étincelant de « je ferai ça plus tard ». Chaque petite tâche accomplie lui chipe une pièce.',
      },
      it: {
        name: 'Il Drago della Procrastinazione',
        description:
          'Custodisce un tesoro scintillante di «lo faccio dopo». Ogni piccolo compito che completi gli sottrae una moneta.',
      },
      pt: {
        name: 'O Dragão da Procrastinação',
        description:
          'Guarda um tesouro reluzente de “faço depois”. Cada pequena tarefa que você conclui rouba uma moeda da pilha.',
      },
      ja: {
        name: 'あとまわしドラゴン',
        description:
          '「あとでやる」をキラキラの宝の山にして守っている。小さなタスクをひとつ終えるたびに、宝がひとつ減っていく。',
      },
      ko: {
        name: '미루기 드래곤',
        description:
          '‘나중에 할게’를 반짝이는 보물처럼 모아 두는 드래곤. 작은 일을 하나 끝낼 때마다 보물이 하나씩 줄어들어요.',
      },
      zh: {
        name: '拖延巨龙',
        description: '它守着一堆闪闪发光的“等会儿再做”。你每完成一件小事，它的宝藏就少一枚金币。',
      },
    },
  },
  {
    id: 'sir-snooze-a-lot',
    level: 2,
    healthPerMember: 220,
    xpReward: 80,
    coinReward: 55,
    text: {
      en: {
        name: 'Sir Snooze-a-Lot',
        description:
          'A very polite knight who always asks for just five more minutes. Wake him gently with one tiny first step.',
      },
      es: {
        name: 'Sir Dormilón',
        description:
          'Un caballero muy educado que siempre pide cinco minutitos más. Despiértalo con suavidad dando un primer paso diminuto.',
      },
      de: {
        name: 'Sir Schlummerlang',
        description:
          'Ein sehr höflicher Ritter, der stets um nur fünf Minuten mehr bittet. Weck ihn sanft mit einem winzigen ersten Schritt.',
      },
      fr: {
        name: 'Sire Roupillon',
        description:
          'Un chevalier très poli qui réclame toujours cinq petites minutes de plus. Réveillez-le en douceur par un tout petit premier pas.',
      },
      it: {
        name: 'Ser Pisolone',
        description:
          'Un cavaliere gentilissimo che chiede sempre altri cinque minuti. Sveglialo con dolcezza facendo un primo passo piccolissimo.',
      },
      pt: {
        name: 'Sir Soneca',
        description:
          'Um cavaleiro muito educado que sempre pede só mais cinco minutinhos. Acorde-o com carinho dando um primeiro passo bem pequeno.',
      },
      ja: {
        name: 'ねぼすけ卿',
        description:
          '「あと5分だけ…」が口ぐせの、とても礼儀正しい騎士。小さな一歩で、やさしく起こしてあげよう。',
      },
      ko: {
        name: '잠꾸러기 경',
        description:
          '늘 ‘딱 5분만 더’를 외치는 아주 예의 바른 기사. 아주 작은 첫걸음으로 살며시 깨워 주세요.',
      },
      zh: {
        name: '贪睡爵士',
        description: '一位彬彬有礼的骑士，总说“再睡五分钟就好”。迈出小小的第一步，温柔地把他叫醒吧。',
      },
    },
  },
  {
    id: 'notification-swarm',
    level: 3,
    healthPerMember: 300,
    xpReward: 120,
    coinReward: 85,
    text: {
      en: {
        name: 'The Notification Swarm',
        description:
          'A buzzing cloud of tiny pings, each one sure it’s urgent. Close a tab, silence a bell, and watch them drift away.',
      },
      es: {
        name: 'El Enjambre de Notificaciones',
        description:
          'Una nube zumbona de avisos diminutos, todos convencidos de que son urgentes. Cierra una pestaña, silencia una campanita y se dispersarán.',
      },
      de: {
        name: 'Der Benachrichtigungsschwarm',
        description:
          'Eine summende Wolke winziger Pings, jeder hält sich für dringend. Schließ einen Tab, schalte ein Glöckchen stumm – und sie ziehen davon.',
      },
      fr: {
        name: 'L’Essaim de Notifications',
        description:
          'Un nuage bourdonnant de petits « ding », tous persuadés d’être urgents. Fermez un onglet, coupez une sonnerie, et regardez-les s’envoler.',
      },
      it: {
        name: 'Lo Sciame di Notifiche',
        description:
          'Una nuvola ronzante di piccoli «ding», ognuno convinto di essere urgente. Chiudi una scheda, silenzia un campanello e volano via.',
      },
      pt: {
        name: 'O Enxame de Notificações',
        description:
          'Uma nuvem barulhenta de pequenos “plins”, cada um jurando que é urgente. Feche uma aba, silencie um sininho e veja-os se dispersarem.',
      },
      ja: {
        name: '通知の大群',
        description:
          '「急ぎです！」と言い張る小さな通知たちがブンブン群がる。タブをひとつ閉じ、ベルをひとつ止めれば、ふわりと散っていく。',
      },
      ko: {
        name: '알림 벌떼',
        description:
          '저마다 급하다고 우기는 작은 알림들이 윙윙 몰려다녀요. 탭 하나 닫고 알림 하나 끄면 스르르 흩어진답니다.',
      },
      zh: {
        name: '通知蜂群',
        description:
          '一群嗡嗡作响的小提醒，个个都觉得自己十万火急。关掉一个标签页、静音一个铃铛，看它们慢慢散去。',
      },
    },
  },
  {
    id: 'clutter-golem',
    level: 4,
    healthPerMember: 400,
    xpReward: 160,
    coinReward: 120,
    text: {
      en: {
        name: 'The Clutter Golem',
        description:
          'Built from odd socks, old receipts and mystery cables, it means well. Put one thing back where it lives and it drops a pebble.',
      },
      es: {
        name: 'El Gólem del Desorden',
        description:
          'Hecho de calcetines sueltos, tiques viejos y cables misteriosos, no tiene mala intención. Devuelve una cosa a su sitio y soltará una piedrecita.',
      },
      de: {
        name: 'Der Krimskrams-Golem',
        description:
          'Aus einzelnen Socken, alten Kassenzetteln und rätselhaften Kabeln gebaut – er meint es gut. Räum ein Ding weg, und er verliert ein Steinchen.',
      },
      fr: {
        name: 'Le Golem du Bazar',
        description:
          'Fait de chaussettes orphelines, de vieux tickets et de câbles mystérieux, il ne pense pas à mal. Rangez une chose, et il perd un caillou.',
      },
      it: {
        name: 'Il Golem del Disordine',
        description:
          'Fatto di calzini spaiati, vecchi scontrini e cavi misteriosi, in fondo è buono. Rimetti a posto una cosa e perderà un sassolino.',
      },
      pt: {
        name: 'O Golem da Bagunça',
        description:
          'Feito de meias sem par, notinhas antigas e cabos misteriosos, ele não faz por mal. Guarde uma coisa no lugar e ele perde uma pedrinha.',
      },
      ja: {
        name: 'ガラクタゴーレム',
        description:
          '片方だけの靴下、古いレシート、謎のケーブルでできた、根はいいやつ。ひとつ元の場所に戻すたびに、小石がぽろりと落ちる。',
      },
      ko: {
        name: '잡동사니 골렘',
        description:
          '짝 잃은 양말, 오래된 영수증, 정체불명의 케이블로 만들어졌지만 나쁜 뜻은 없어요. 물건 하나를 제자리에 두면 조약돌이 하나 떨어져요.',
      },
      zh: {
        name: '杂物魔像',
        description:
          '由落单的袜子、旧小票和神秘线缆拼成，其实心地不坏。把一样东西放回原位，它就掉下一颗小石子。',
      },
    },
  },
  {
    id: 'doomscroll-hydra',
    level: 5,
    healthPerMember: 500,
    xpReward: 210,
    coinReward: 160,
    text: {
      en: {
        name: 'The Doomscroll Hydra',
        description:
          'Swipe away one head and two more pop up saying ‘just one more’. Put the phone face-down and its heads start to yawn.',
      },
      es: {
        name: 'La Hidra del Scroll Infinito',
        description:
          'Deslizas una cabeza y aparecen dos más susurrando «solo una más». Pon el móvil bocabajo y sus cabezas empezarán a bostezar.',
      },
      de: {
        name: 'Die Endlos-Scroll-Hydra',
        description:
          'Wisch einen Kopf weg, und zwei neue flüstern „nur noch einer“. Leg das Handy umgedreht hin, und ihre Köpfe fangen an zu gähnen.',
      },
      fr: {
        name: 'L’Hydre du Scroll Sans Fin',
        description:
          'Balayez une tête, et deux autres surgissent en murmurant « juste une dernière ». Posez le téléphone face cachée : elles se mettent à bâiller.',
      },
      it: {
        name: 'L’Idra dello Scroll Infinito',
        description:
          'Scorri via una testa e ne spuntano altre due che sussurrano «solo un’altra». Metti il telefono a faccia in giù e iniziano a sbadigliare.',
      },
      pt: {
        name: 'A Hidra da Rolagem Infinita',
        description:
          'Deslize uma cabeça e surgem mais duas sussurrando “só mais uma”. Vire o celular para baixo e as cabeças começam a bocejar.',
      },
      ja: {
        name: '無限スクロール・ヒドラ',
        description:
          'ひとつ首をスワイプしても「あと1本だけ」と新しい首がふたつ。スマホを伏せて置けば、首たちがあくびを始める。',
      },
      ko: {
        name: '둠스크롤 히드라',
        description:
          '머리 하나를 넘기면 ‘딱 하나만 더’ 하며 두 개가 솟아나요. 휴대폰을 엎어 두면 머리들이 하품을 하기 시작해요.',
      },
      zh: {
        name: '无尽刷屏九头蛇',
        description: '划走一个头，又冒出两个说“就再看一个”。把手机扣在桌上，它的脑袋们就开始打哈欠了。',
      },
    },
  },
  {
    id: 'deadline-wraith',
    level: 6,
    healthPerMember: 620,
    xpReward: 260,
    coinReward: 200,
    text: {
      en: {
        name: 'The Deadline Wraith',
        description:
          'A dramatic but harmless ghost who loves to whoosh ‘Tomorrow!’ in your ear. Break the task into steps and it becomes a friendly breeze.',
      },
      es: {
        name: 'El Espectro de la Fecha Límite',
        description:
          'Un fantasma teatrero pero inofensivo al que le encanta susurrarte «¡Es mañana!». Divide la tarea en pasos y se volverá una brisa amable.',
      },
      de: {
        name: 'Der Deadline-Geist',
        description:
          'Ein dramatischer, aber harmloser Geist, der dir gern „Schon morgen!“ ins Ohr haucht. Teil die Aufgabe in Schritte, und er wird zur sanften Brise.',
      },
      fr: {
        name: 'Le Spectre de l’Échéance',
        description:
          'Un fantôme théâtral mais inoffensif qui adore vous souffler « C’est demain ! ». Découpez la tâche en étapes, et il devient une douce brise.',
      },
      it: {
        name: 'Lo Spettro della Scadenza',
        description:
          'Un fantasma teatrale ma innocuo che adora sussurrarti «È domani!». Dividi il compito in piccoli passi e diventerà una brezza gentile.',
      },
      pt: {
        name: 'O Espectro do Prazo Final',
        description:
          'Um fantasma dramático, mas inofensivo, que adora sussurrar “É amanhã!” no seu ouvido. Divida a tarefa em passos e ele vira uma brisa amiga.',
      },
      ja: {
        name: '締め切りレイス',
        description:
          '耳元で「明日だよ〜！」とささやくのが大好きな、大げさだけど無害なおばけ。タスクを小分けにすれば、やさしいそよ風に変わる。',
      },
      ko: {
        name: '마감 유령',
        description:
          '귓가에 ‘내일이야!’ 하고 속삭이길 좋아하는, 요란하지만 무해한 유령. 일을 잘게 나누면 산들바람으로 변해요.',
      },
      zh: {
        name: '截止日幽灵',
        description:
          '一个爱演但无害的小幽灵，最喜欢在你耳边喊“明天就到啦！”。把任务拆成小步，它就会化成一阵温柔的微风。',
      },
    },
  },
  {
    id: 'perfectionism-sphinx',
    level: 7,
    healthPerMember: 760,
    xpReward: 330,
    coinReward: 250,
    text: {
      en: {
        name: 'The Perfectionism Sphinx',
        description:
          'It asks riddles that have no perfect answer, then waits forever. Tell it ‘done is better than perfect’ and it starts to purr.',
      },
      es: {
        name: 'La Esfinge del Perfeccionismo',
        description:
          'Plantea acertijos sin respuesta perfecta y luego espera para siempre. Dile «hecho es mejor que perfecto» y empezará a ronronear.',
      },
      de: {
        name: 'Die Perfektionismus-Sphinx',
        description:
          'Sie stellt Rätsel ohne perfekte Antwort und wartet dann ewig. Sag ihr „Erledigt ist besser als perfekt“, und sie fängt an zu schnurren.',
      },
      fr: {
        name: 'Le Sphinx du Perfectionnisme',
        description:
          'Il pose des énigmes sans réponse parfaite, puis attend pour toujours. Dites-lui « mieux vaut fait que parfait » et il se met à ronronner.',
      },
      it: {
        name: 'La Sfinge del Perfezionismo',
        description:
          'Pone indovinelli senza una risposta perfetta e poi aspetta all’infinito. Dille «meglio fatto che perfetto» e comincerà a fare le fusa.',
      },
      pt: {
        name: 'A Esfinge do Perfeccionismo',
        description:
          'Faz charadas sem resposta perfeita e depois espera para sempre. Diga a ela “feito é melhor que perfeito” e ela começa a ronronar.',
      },
      ja: {
        name: '完璧主義スフィンクス',
        description:
          '完璧な答えのないなぞなぞを出して、いつまでも待ち続ける。「完璧より完了」と伝えれば、ゴロゴロと喉を鳴らす。',
      },
      ko: {
        name: '완벽주의 스핑크스',
        description:
          '완벽한 답이 없는 수수께끼를 내고 하염없이 기다려요. ‘완벽보다 완료’라고 말해 주면 가르랑거린답니다.',
      },
      zh: {
        name: '完美主义斯芬克斯',
        description: '它出的谜题没有完美答案，然后就一直等下去。告诉它“完成胜过完美”，它就会舒服地打起呼噜。',
      },
    },
  },
  {
    id: 'overwhelm-titan',
    level: 8,
    healthPerMember: 900,
    xpReward: 400,
    coinReward: 300,
    text: {
      en: {
        name: 'The Overwhelm Titan',
        description:
          'A gentle giant made of every to-do at once, and secretly just as tired as you. Take one small step at a time and it sits down to rest.',
      },
      es: {
        name: 'El Titán del Agobio',
        description:
          'Un gigante bonachón hecho de todos los pendientes a la vez, y en secreto tan cansado como tú. Ve paso a paso y se sentará a descansar.',
      },
      de: {
        name: 'Der Überforderungs-Titan',
        description:
          'Ein sanfter Riese aus allen To-dos auf einmal – und insgeheim genauso müde wie du. Geh Schritt für Schritt, und er setzt sich zum Ausruhen hin.',
      },
      fr: {
        name: 'Le Titan du Trop-Plein',
        description:
          'Un doux géant fait de toutes les tâches à la fois, et en secret aussi fatigué que vous. Avancez pas à pas, et il s’assoit pour se reposer.',
      },
      it: {
        name: 'Il Titano del Sovraccarico',
        description:
          'Un gigante buono fatto di tutte le cose da fare insieme, e in segreto stanco quanto te. Procedi un passo alla volta e si siederà a riposare.',
      },
      pt: {
        name: 'O Titã da Sobrecarga',
        description:
          'Um gigante gentil feito de todas as tarefas ao mesmo tempo e, no fundo, tão cansado quanto você. Vá com calma, passo a passo, e ele senta para descansar.',
      },
      ja: {
        name: 'いっぱいいっぱいタイタン',
        description:
          'やることが一度に全部集まってできた、やさしい巨人。実はあなたと同じくらい疲れている。一歩ずつ進めば、腰を下ろしてひと休みする。',
      },
      ko: {
        name: '과부하 타이탄',
        description:
          '모든 할 일이 한꺼번에 뭉쳐 생긴 순한 거인. 사실은 당신만큼 지쳐 있어요. 한 걸음씩 나아가면 털썩 앉아 쉬어 간답니다.',
      },
      zh: {
        name: '不堪重负泰坦',
        description:
          '由所有待办事项一股脑儿堆成的温柔巨人，其实它和你一样累。一步一步来，它就会坐下来歇一歇。',
      },
    },
  },
];

/** A whole, non-negative ladder position; anything else counts as 0. */
function ladderPosition(index: number): number {
  return Number.isFinite(index) && index > 0 ? Math.floor(index) : 0;
}

/** Health and rewards grow by half of the base for each completed lap of the ladder. */
function lapMultiplier(lap: number): number {
  return 1 + 0.5 * lap;
}

/**
 * The template for ladder position `index`; past the end the ladder repeats from the top, each lap
 * continuing the level count (index 8 is level 9), so it never runs out and levels keep rising.
 */
export function bossAtLadderIndex(index: number): { template: BossTemplate; level: number; lap: number } {
  const position = ladderPosition(index);
  const lap = Math.floor(position / BOSS_LADDER.length);
  const template = BOSS_LADDER[position % BOSS_LADDER.length]!;
  return { template, level: template.level + lap * BOSS_LADDER.length, lap };
}

/**
 * Max health for a party of `members` (at least 1) at ladder position `index`: healthPerMember x
 * members, x (1 + 0.5 x lap). Integer.
 */
export function bossMaxHealth(index: number, members: number): number {
  const { template, lap } = bossAtLadderIndex(index);
  const partySize = Number.isFinite(members) ? Math.max(1, Math.floor(members)) : 1;
  return Math.round(template.healthPerMember * partySize * lapMultiplier(lap));
}

/** Rewards at ladder position `index`: template rewards x (1 + 0.5 x lap), floored. */
export function bossRewards(index: number): { experience: number; gold: number } {
  const { template, lap } = bossAtLadderIndex(index);
  const multiplier = lapMultiplier(lap);
  return {
    experience: Math.floor(template.xpReward * multiplier),
    gold: Math.floor(template.coinReward * multiplier),
  };
}
