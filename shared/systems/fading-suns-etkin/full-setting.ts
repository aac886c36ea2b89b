/**
 * The Fading Suns setting a storyteller running Ed Etkin's house rules starts from
 * (CHARACTERS-NOTES.md "Settings"): the rulebook's characteristics and skills, which seed 003 uses
 * by name without listing them. Each action skill names the characteristic a plain roll of it
 * takes; a task in play may pair any characteristic with any skill.
 */
import type { ActionSkillDef, AttributeDef, Setting } from '../../domain/setting';
import type { Ruleset } from '../../core/dice/ruleset';

const attr = (name: string, description: string): AttributeDef => ({ name, description });
const skill = (name: string, rulingAttribute: string, description: string): ActionSkillDef => ({ name, rulingAttribute, description });

/** Body, Mind and Spirit (the opposed pairs side by side), then Human or Destiny. */
export function characteristics(hero: 'Human' | 'Destiny', occult: boolean): AttributeDef[] {
  return [
    attr('Strength', 'Body: lifting, hitting hard, wrestling.'),
    attr('Dexterity', 'Body: agility and aim; with Wits and Perception, the initiative factor (seed 003).'),
    attr('Endurance', 'Body: stamina; the vitality track is Endurance + 5 and the daily healing roll starts from it (seed 003).'),
    attr('Wits', 'Mind: quick thinking; initiative ties go to the higher Wits (seed 003).'),
    attr('Perception', 'Mind: noticing; part of the initiative factor (seed 003).'),
    attr('Tech', 'Mind: understanding machines and medicine.'),
    attr('Extrovert', 'Spirit, opposed by Introvert: reaching out to others.'),
    attr('Introvert', 'Spirit, opposed by Extrovert: looking inward.'),
    attr('Passion', 'Spirit, opposed by Calm: fervour.'),
    attr('Calm', 'Spirit, opposed by Passion: composure (seed 003: Dante "has Calm of 4").'),
    attr('Faith', 'Spirit, opposed by Ego: belief in something greater.'),
    attr('Ego', 'Spirit, opposed by Faith: belief in oneself.'),
    hero === 'Human'
      ? attr('Human', 'The hero pool: "a pool of hero points equal to his Human characteristic" (seed 003); earned, not bought with XP.')
      : attr('Destiny', 'Seed 003: "a new stat (not opposed) called Destiny which basically works like the old Human"; sizes the hero pool; earned, not bought with XP.'),
    ...(occult
      ? [
          attr('Psi', 'Occult: psychic power (0 for most characters); Psi + Observe senses the occult (seed 003).'),
          attr('Urge', 'Occult: the dark side of Psi (0 for most).'),
          attr('Theurgy', 'Occult: the Church\u2019s rites (0 for most); Theurgy + Observe senses the occult (seed 003).'),
          attr('Hubris', 'Occult: the dark side of Theurgy (0 for most).'),
        ]
      : []),
  ];
}

/** The nine natural skills (seed 003 rolls Shoot, Vigor, Observe) and the learned skills it names or a game needs. */
export function fadingSunsSkills(): ActionSkillDef[] {
  return [
    skill('Charm', 'Extrovert', 'Natural: winning people over.'),
    skill('Dodge', 'Dexterity', 'Natural: getting out of the way.'),
    skill('Fight', 'Dexterity', 'Natural: unarmed combat.'),
    skill('Impress', 'Extrovert', 'Natural: making an impression, intimidating.'),
    skill('Melee', 'Dexterity', 'Natural: hand-to-hand weapons.'),
    skill('Observe', 'Perception', 'Natural: noticing things; with Psi or Theurgy, occult sensitivity (seed 003).'),
    skill('Shoot', 'Dexterity', 'Natural: firearms and energy guns (seed 003: "a Dex of 7 and shoot of 7").'),
    skill('Sneak', 'Dexterity', 'Natural: moving unseen.'),
    skill('Vigor', 'Endurance', 'Natural: physical effort; the daily healing roll adds half of it to Endurance (seed 003).'),
    skill('Physick', 'Tech', 'Learned: medicine; the complementary roll to the daily healing roll (seed 003).'),
    skill('First Aid', 'Tech', 'Learned: field dressing; complements the daily healing roll at \u22124 (seed 003).'),
    skill('Stoic Mind', 'Calm', 'Learned: resisting mental pressure (seed 003: Dante\u2019s "Stoic Mind of 5").'),
    skill('Stoic Body', 'Endurance', 'Learned: shrugging off pain and hardship.'),
    skill('Academia', 'Wits', 'Learned: scholarship.'),
    skill('Drive', 'Dexterity', 'Learned: landcraft and skimmers.'),
    skill('Etiquette', 'Extrovert', 'Learned: manners among the nobility and the Church.'),
    skill('Focus', 'Calm', 'Learned: concentration; psychic powers and rites lean on it.'),
    skill('Inquiry', 'Perception', 'Learned: research and questioning.'),
    skill('Knavery', 'Wits', 'Learned: lies and cons.'),
    skill('Lockpicking', 'Dexterity', 'Learned: locks, mechanical or electronic.'),
    skill('Pilot', 'Dexterity', 'Learned: starships.'),
    skill('Ride', 'Dexterity', 'Learned: riding beasts.'),
    skill('Search', 'Perception', 'Learned: looking through a place carefully.'),
    skill('Streetwise', 'Wits', 'Learned: the underworld.'),
    skill('Survival', 'Perception', 'Learned: living off the land.'),
    skill('Tech Redemption', 'Tech', 'Learned: repairing technology.'),
    skill('Think Machine', 'Tech', 'Learned: computers.'),
    skill('Throwing', 'Dexterity', 'Learned: thrown weapons.'),
    skill('Warfare', 'Wits', 'Learned: tactics and military science.'),
  ];
}

/** A full Fading Suns setting on the given ruleset (`hero`: the 1st edition's Human or the 2nd's Destiny). */
export function fadingSunsSetting(ruleset: Ruleset, options: { id: string; hero: 'Human' | 'Destiny' }): Setting {
  return {
    id: options.id,
    name: options.hero === 'Human' ? 'Fading Suns (Etkin house rules)' : 'Fading Suns (Etkin house rules, Destiny)',
    description: 'The Known Worlds, where the suns are fading: nobles, priests and guildsmen on Ed Etkin\u2019s house rules.',
    source: 'Seed 003_ae55bdb5fea0768b.txt (Ed Etkin\u2019s house rules) with the Fading Suns rulebook\u2019s characteristics and skills',
    ruleset,
    attributes: characteristics(options.hero, true),
    actionSkills: fadingSunsSkills(),
    languages: ['Urthish', 'Latin', 'Urthtech', 'Graceful Tongue', 'Barbarian (Kurgan)', 'Barbarian (Vuldrok)'],
    backgroundSkillIdeas: [
      'Allegiance Lore (House Hawkwood)', 'Allegiance Lore (Brother Battle)', 'Allegiance Lore (Charioteers)',
      'Lore (Kurga Caliphate)', 'Lore (Jumpweb)', 'Lore (Folk)', 'Lore (Xeno)', 'Lore (Theology)', 'Lore (Occult)',
      'Read Urthish', 'Read Latin', 'Gambling', 'Arts (Painting)',
    ],
    quirkIdeas: ['Vow of obedience', 'Sworn enemy', 'Curious', 'Debt', 'Vendetta'],
    commonKnowledge: ['The Known Worlds', 'The Universal Church', 'The Royal Houses', 'The Merchant League'],
    specialAbilities: { toughness: 'Vigor', initiative: 'Wits', medicine: 'Physick', firstAid: 'First Aid', repair: 'Tech Redemption', juryRig: 'Tech Redemption' },
  };
}
