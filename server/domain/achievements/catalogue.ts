/**
 * The achievement catalogue. Each entry names the figure it watches and the target that unlocks it;
 * later features add figures (purchases, parties, bosses, clans) and entries here, and the same
 * evaluation grants them. Pure data.
 */
export interface AchievementStats {
  questsCompleted: number;
  /** Hard or legendary quests completed. */
  hardQuestsCompleted: number;
  legendaryQuestsCompleted: number;
  /** Quests and tasks completed today in the player's timezone. */
  completionsToday: number;
  tasksCompleted: number;
  highPriorityTasksCompleted: number;
  focusSessionsCompleted: number;
  level: number;
  currentStreak: number;
  /** 1 while the player is in a party. */
  inParty: number;
  bossesDefeated: number;
  /** Total damage the player has dealt to bosses. */
  bossDamage: number;
  /** Different items the player owns (consumables count once). */
  itemsOwned: number;
  companionsOwned: number;
}

export type AchievementMetric = keyof AchievementStats;

type Text = { title: string; description: string };

export interface AchievementDefinition {
  id: string;
  metric: AchievementMetric;
  target: number;
  points: number;
  icon: string;
  en: Text;
  es: Text;
  fr: Text;
  de: Text;
}

const a = (
  id: string,
  metric: AchievementMetric,
  target: number,
  points: number,
  icon: string,
  en: Text,
  es: Text,
  fr: Text,
  de: Text,
): AchievementDefinition => ({ id, metric, target, points, icon, en, es, fr, de });

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  a(
    'first-quest',
    'questsCompleted',
    1,
    10,
    'flag',
    { title: 'First Steps', description: 'Complete your first quest.' },
    { title: 'Primeros pasos', description: 'Completa tu primera misión.' },
    { title: 'Premiers pas', description: 'Accomplissez votre première quête.' },
    { title: 'Erste Schritte', description: 'Schließe deine erste Quest ab.' },
  ),
  a(
    'quest-apprentice',
    'questsCompleted',
    5,
    25,
    'map',
    { title: 'Quest Apprentice', description: 'Complete 5 quests.' },
    { title: 'Aprendiz de misiones', description: 'Completa 5 misiones.' },
    { title: 'Apprenti de quêtes', description: 'Accomplissez 5 quêtes.' },
    { title: 'Quest-Lehrling', description: 'Schließe 5 Quests ab.' },
  ),
  a(
    'quest-adept',
    'questsCompleted',
    25,
    50,
    'compass',
    { title: 'Seasoned Adventurer', description: 'Complete 25 quests.' },
    { title: 'Aventurero curtido', description: 'Completa 25 misiones.' },
    { title: 'Aventurier aguerri', description: 'Accomplissez 25 quêtes.' },
    { title: 'Alter Hase', description: 'Schließe 25 Quests ab.' },
  ),
  a(
    'quest-master',
    'questsCompleted',
    100,
    150,
    'crown',
    { title: 'Quest Master', description: 'Complete 100 quests.' },
    { title: 'Maestro de misiones', description: 'Completa 100 misiones.' },
    { title: 'Maître des quêtes', description: 'Accomplissez 100 quêtes.' },
    { title: 'Quest-Meister', description: 'Schließe 100 Quests ab.' },
  ),
  a(
    'brave-heart',
    'hardQuestsCompleted',
    1,
    20,
    'shield',
    { title: 'Brave Heart', description: 'Complete a hard or legendary quest.' },
    { title: 'Corazón valiente', description: 'Completa una misión difícil o legendaria.' },
    { title: 'Cœur vaillant', description: 'Accomplissez une quête difficile ou légendaire.' },
    { title: 'Tapferes Herz', description: 'Schließe eine schwere oder legendäre Quest ab.' },
  ),
  a(
    'legend-slayer',
    'legendaryQuestsCompleted',
    1,
    50,
    'swords',
    { title: 'Stuff of Legends', description: 'Complete a legendary quest.' },
    { title: 'Material de leyenda', description: 'Completa una misión legendaria.' },
    { title: 'Digne des légendes', description: 'Accomplissez une quête légendaire.' },
    { title: 'Stoff für Legenden', description: 'Schließe eine legendäre Quest ab.' },
  ),
  a(
    'productive-day',
    'completionsToday',
    5,
    30,
    'sun',
    { title: 'Productive Day', description: 'Complete 5 quests or tasks in one day.' },
    { title: 'Día productivo', description: 'Completa 5 misiones o tareas en un día.' },
    { title: 'Journée productive', description: 'Accomplissez 5 quêtes ou tâches en une journée.' },
    { title: 'Produktiver Tag', description: 'Schließe an einem Tag 5 Quests oder Aufgaben ab.' },
  ),
  a(
    'first-task',
    'tasksCompleted',
    1,
    10,
    'check',
    { title: 'Off the List', description: 'Complete your first task.' },
    { title: 'Fuera de la lista', description: 'Completa tu primera tarea.' },
    { title: 'Rayé de la liste', description: 'Terminez votre première tâche.' },
    { title: 'Abgehakt', description: 'Erledige deine erste Aufgabe.' },
  ),
  a(
    'task-tamer',
    'tasksCompleted',
    10,
    25,
    'list-checks',
    { title: 'Task Tamer', description: 'Complete 10 tasks.' },
    { title: 'Domador de tareas', description: 'Completa 10 tareas.' },
    { title: 'Dompteur de tâches', description: 'Terminez 10 tâches.' },
    { title: 'Aufgabenzähmer', description: 'Erledige 10 Aufgaben.' },
  ),
  a(
    'task-titan',
    'tasksCompleted',
    50,
    75,
    'mountain',
    { title: 'Task Titan', description: 'Complete 50 tasks.' },
    { title: 'Titán de las tareas', description: 'Completa 50 tareas.' },
    { title: 'Titan des tâches', description: 'Terminez 50 tâches.' },
    { title: 'Aufgabentitan', description: 'Erledige 50 Aufgaben.' },
  ),
  a(
    'top-priority',
    'highPriorityTasksCompleted',
    5,
    25,
    'star',
    { title: 'First Things First', description: 'Complete 5 high-priority tasks.' },
    { title: 'Lo primero es lo primero', description: 'Completa 5 tareas de prioridad alta.' },
    { title: 'L’essentiel d’abord', description: 'Terminez 5 tâches de haute priorité.' },
    { title: 'Das Wichtigste zuerst', description: 'Erledige 5 Aufgaben mit hoher Priorität.' },
  ),
  a(
    'first-focus',
    'focusSessionsCompleted',
    1,
    15,
    'timer',
    { title: 'In the Zone', description: 'Finish your first focus session.' },
    { title: 'En la zona', description: 'Termina tu primera sesión de enfoque.' },
    { title: 'Dans la zone', description: 'Terminez votre première session de concentration.' },
    { title: 'Im Flow', description: 'Beende deine erste Fokus-Sitzung.' },
  ),
  a(
    'deep-diver',
    'focusSessionsCompleted',
    5,
    40,
    'waves-horizontal',
    { title: 'Deep Diver', description: 'Finish 5 focus sessions.' },
    { title: 'Buceador profundo', description: 'Termina 5 sesiones de enfoque.' },
    { title: 'Plongeur des profondeurs', description: 'Terminez 5 sessions de concentration.' },
    { title: 'Tiefentaucher', description: 'Beende 5 Fokus-Sitzungen.' },
  ),
  a(
    'focus-master',
    'focusSessionsCompleted',
    25,
    100,
    'brain',
    { title: 'Master of Focus', description: 'Finish 25 focus sessions.' },
    { title: 'Maestro del enfoque', description: 'Termina 25 sesiones de enfoque.' },
    { title: 'Maître de la concentration', description: 'Terminez 25 sessions de concentration.' },
    { title: 'Meister des Fokus', description: 'Beende 25 Fokus-Sitzungen.' },
  ),
  a(
    'streak-3',
    'currentStreak',
    3,
    20,
    'flame',
    { title: 'Warming Up', description: 'Reach a 3-day streak.' },
    { title: 'Entrando en calor', description: 'Alcanza una racha de 3 días.' },
    { title: 'Échauffement', description: 'Atteignez une série de 3 jours.' },
    { title: 'Warm geworden', description: 'Erreiche eine Serie von 3 Tagen.' },
  ),
  a(
    'streak-7',
    'currentStreak',
    7,
    50,
    'calendar-check',
    { title: 'A Week of Wins', description: 'Reach a 7-day streak.' },
    { title: 'Una semana de logros', description: 'Alcanza una racha de 7 días.' },
    { title: 'Une semaine de victoires', description: 'Atteignez une série de 7 jours.' },
    { title: 'Eine Woche voller Erfolge', description: 'Erreiche eine Serie von 7 Tagen.' },
  ),
  a(
    'streak-30',
    'currentStreak',
    30,
    150,
    'trophy',
    { title: 'Unstoppable', description: 'Reach a 30-day streak.' },
    { title: 'Imparable', description: 'Alcanza una racha de 30 días.' },
    { title: 'Inarrêtable', description: 'Atteignez une série de 30 jours.' },
    { title: 'Unaufhaltsam', description: 'Erreiche eine Serie von 30 Tagen.' },
  ),
  a(
    'level-5',
    'level',
    5,
    25,
    'sparkles',
    { title: 'Rising Star', description: 'Reach level 5.' },
    { title: 'Estrella en ascenso', description: 'Alcanza el nivel 5.' },
    { title: 'Étoile montante', description: 'Atteignez le niveau 5.' },
    { title: 'Aufsteigender Stern', description: 'Erreiche Stufe 5.' },
  ),
  a(
    'level-10',
    'level',
    10,
    50,
    'medal',
    { title: 'Task Warrior', description: 'Reach level 10.' },
    { title: 'Guerrero de tareas', description: 'Alcanza el nivel 10.' },
    { title: 'Guerrier des tâches', description: 'Atteignez le niveau 10.' },
    { title: 'Aufgabenkrieger', description: 'Erreiche Stufe 10.' },
  ),
  a(
    'level-20',
    'level',
    20,
    100,
    'gem',
    { title: 'Living Legend', description: 'Reach level 20.' },
    { title: 'Leyenda viviente', description: 'Alcanza el nivel 20.' },
    { title: 'Légende vivante', description: 'Atteignez le niveau 20.' },
    { title: 'Lebende Legende', description: 'Erreiche Stufe 20.' },
  ),
  a(
    'party-up',
    'inParty',
    1,
    15,
    'users',
    { title: 'Better Together', description: 'Join or create a party.' },
    { title: 'Mejor juntos', description: 'Únete a un grupo o crea uno.' },
    { title: 'Mieux ensemble', description: 'Rejoignez ou créez un groupe.' },
    { title: 'Gemeinsam stärker', description: 'Tritt einer Gruppe bei oder gründe eine.' },
  ),
  a(
    'boss-slayer',
    'bossesDefeated',
    1,
    50,
    'skull',
    { title: 'Boss Slayer', description: 'Defeat a boss with your party.' },
    { title: 'Cazajefes', description: 'Derrota a un jefe con tu grupo.' },
    { title: 'Tueur de boss', description: 'Vainquez un boss avec votre groupe.' },
    { title: 'Bossbezwinger', description: 'Besiege mit deiner Gruppe einen Boss.' },
  ),
  a(
    'boss-hunter',
    'bossesDefeated',
    5,
    100,
    'crosshair',
    { title: 'Boss Hunter', description: 'Defeat 5 bosses with your party.' },
    { title: 'Cazador de jefes', description: 'Derrota a 5 jefes con tu grupo.' },
    { title: 'Chasseur de boss', description: 'Vainquez 5 boss avec votre groupe.' },
    { title: 'Bossjäger', description: 'Besiege mit deiner Gruppe 5 Bosse.' },
  ),
  a(
    'heavy-hitter',
    'bossDamage',
    1000,
    40,
    'hammer',
    { title: 'Heavy Hitter', description: 'Deal 1,000 damage to bosses.' },
    { title: 'Golpe certero', description: 'Inflige 1000 de daño a los jefes.' },
    { title: 'Frappe lourde', description: 'Infligez 1 000 points de dégâts aux boss.' },
    { title: 'Schwerer Schlag', description: 'Füge Bossen insgesamt 1.000 Schaden zu.' },
  ),
  a(
    'first-purchase',
    'itemsOwned',
    1,
    15,
    'shopping-bag',
    { title: 'First Treasure', description: 'Buy your first item in the shop.' },
    { title: 'Primer tesoro', description: 'Compra tu primer objeto en la tienda.' },
    { title: 'Premier trésor', description: 'Achetez votre premier objet à la boutique.' },
    { title: 'Erster Schatz', description: 'Kaufe deinen ersten Gegenstand im Shop.' },
  ),
  a(
    'collector',
    'itemsOwned',
    5,
    40,
    'package',
    { title: 'Collector', description: 'Own 5 different items.' },
    { title: 'Coleccionista', description: 'Ten 5 objetos distintos.' },
    { title: 'Collectionneur', description: 'Possédez 5 objets différents.' },
    { title: 'Sammler', description: 'Besitze 5 verschiedene Gegenstände.' },
  ),
  a(
    'loyal-friend',
    'companionsOwned',
    1,
    20,
    'paw-print',
    { title: 'A Loyal Friend', description: 'Welcome your first companion.' },
    { title: 'Un amigo fiel', description: 'Da la bienvenida a tu primer compañero.' },
    { title: 'Un ami fidèle', description: 'Accueillez votre premier compagnon.' },
    { title: 'Ein treuer Freund', description: 'Heiße deinen ersten Begleiter willkommen.' },
  ),
];

/** Ids of the achievements `stats` has reached that are not yet in `earned`. */
export function newlyEarned(stats: AchievementStats, earned: ReadonlySet<string>): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((def) => !earned.has(def.id) && stats[def.metric] >= def.target);
}
