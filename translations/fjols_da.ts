<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name></name>
    <message>
        <source>HouseRules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signal!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Buttons:hearts</name>
    <message>
        <source>Pass these cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else +26</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Me −26</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>J</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wild</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matchsticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Columns:hearts</name>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>♥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q♠</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Hjerterfri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts: avoid the hearts and the queen of spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Davoserjas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six rounds: avoid tricks, clubs, queens, the king of clubs and the last trick, then race to empty your hand in the kabale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fjols – festudgave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass cards to the left until someone has four of a kind; the last to touch their nose is the fjols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fjols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat the card before you with a high or a low trump; the last with cards is the fjols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game by Friedemann Friese. This is an unofficial implementation for home play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fool!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get rid of your cards, but never play the worst card of a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Durak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack and defend; the last player with cards is the fool.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Passing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of one rank per player, all dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole deck; the dealer draws from a pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody passes at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass and take at your own pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to choose a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the time is up, the chosen card (or a random one) is passed. 0 waits for everybody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finger on the nose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grab a spoon (one fewer than players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signalling without four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the fjols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not count; play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to react to a signal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who has not signalled by then is too late; of several, one is drawn at random to be the fjols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A matchstick for each fjols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A letter for each fjols; a full word is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word (letters scoring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FJOLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GRIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DONKEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in a match (matchsticks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 means play until you stop. With letters the match ends when one player is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players react</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowly (good with children)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards passed before each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 means the cards are never passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing with three or five players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player opposite you at an odd table. With five players you may also pass two seats to the left and to the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left, right, keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left, right, two left, two right, keep (five players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when one player takes every heart and the queen of spades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others get 26 points each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shooter subtracts 26</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shooter chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when someone reaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the hand in which a total reaches this score, the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten of diamonds is a bonus card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever takes the ten of diamonds subtracts points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of the ten of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queen of spades breaks hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the queen of spades has been played, hearts may be led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No points in the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts and the queen of spades may not be played in the first trick unless you hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding only points in the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play any card, the queen of spades too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a heart, not the queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead a heart when you hold only hearts and the queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise such a hand must lead the queen of spades while hearts are not broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own round list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A suit letter (C, D, H, S) for every card of that suit, a rank (2-10, J, Q, K, A) for all four of that rank, or one card such as KC. Several, separated by blanks, count together: C S are the black cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short key: lower-case letters, digits and _. The standard keys (tricks, clubs, ...) show the standard name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name for the round; empty shows the standard name of its key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks: avoid something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: get rid of your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per trick taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for taking the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for taking the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale scored by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left when the first is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per place behind the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One value each for 3, 4, 5, 6 and 7 players: the second out gets it once, the third twice, and so on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus for the first out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a round out to skip it; some families play the kabale first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played just before the kabale, unless the order above places them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid tricks: points per trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid clubs: points per club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid queens: points per queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the king of clubs: points for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the last trick: points for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last-trick round also penalises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first trick, at the same points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid the first trick: points for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid hearts: points per heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: points per pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: points per card left when someone is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: bonus for the first out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtracted from the first player out (Swedish Jazz uses 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: the ace is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low, below the two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High, above the king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: the sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All laid out before the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played in turn; a seven must be played first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played in turn like any other card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale: cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same cards as the trick rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 52; hands may differ by one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ace is low in the trick rounds too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which twos leave the deck first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players remove one two, five remove two, seven three and six all four, so that everybody gets the same number of cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End a round once all its penalties are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves time; it cannot change a score. Rounds that penalise every trick or the last trick are always played to the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for the lowest total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest points in the kabale wins, else they share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play your own round list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the rounds below instead of the standard rounds; the points above are then not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your rounds in the order played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play more hands until one is lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody&apos;s cards are shown face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seksdagesløbet (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kabale first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven rounds: first and last trick, all rules at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black cards and diamonds, kabale by place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picking up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards (sixes to aces) is usual; some families play with all 52, which makes the game longer and trumps rarer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podkidnoy is the usual game. Perevodnoy lets the defender pass the attack on; prostoy is played with five cards and no throw-ins; severnyi has a second trump suit late in the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podkidnoy (throw-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perevodnoy (transfer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prostoy (five cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severnyi (two trump suits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 cards (nine to ace) is for two players only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 cards (9 to ace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards (6 to ace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>52 cards (2 to ace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners sit opposite (four players) or every other seat (six players). The team left with cards loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two against two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three against three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who may throw in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody up to four players, else neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s two neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the main attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attackers may throw in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When every card on the table is beaten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After every card the defender beats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attackers may add cards when the defender takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most five attack cards early in the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: six in every bout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first bout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the first bout has been beaten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap the lowest trump for the turned-up trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player who was dealt the lowest trump may swap it, before a bout and while the turned-up card is still under the talon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal (not in prostoy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only before the first attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in the first deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who attacks first after the first deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s right neighbour attacks the fool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody holds a trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest card beats the ace of its suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In every suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perevodnoy: cards added when passing the attack on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perevodnoy: pass the attack on by showing the trump of its rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severnyi: the second trump suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks above the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prostoy: no more attack cards than the defender holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce &quot;durak with epaulettes&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last card played against the durak was a six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A matchstick for every lost deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 means the match goes on until you stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match ends when somebody has this many matchsticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 means no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five is usual in Fjols, six in Durak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot beat takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the last card played (the rest is put aside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How &quot;follow suit if you can, trump if you are void&quot; limits the card you beat with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat in the suit if you can; otherwise you may trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump only when you hold no card of the suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any card that beats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picking up although you could beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never: only when you cannot beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you cannot beat in the suit (instead of trumping)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A higher low trump beats a low trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise a low trump can only be beaten by a high trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the pile aside after one round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When every player has beaten once, the cards are put aside and the last player to beat leads a new card (as in Skitgubbe).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fjols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player to the dealer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count matchsticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fjols of each deal gets a matchstick; the scoresheet shows how often everybody has been the fjols.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 means play until you stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which values of each colour, and how many wild ones, are dealt at each table size. The whole prepared deck is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOOL! (reconstructed overview cards; 12 cards each, 11 with eight players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foppen 1995 (60 cards, four to six players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two fools per trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a large table the two worst cards of a trick both make their players sit out the next trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With seven or eight players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With eight players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal worst cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of two equal worst cards (the same value in different colours, or two wild ones) is the worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one played later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one played earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus points per wild one left in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for emptying your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for emptying your hand while becoming the fool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when a total is at or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when a player has emptied the hand this often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts the rounds in which the player got the points for emptying the hand (not the rounds in which they also became the fool).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trick of wild ones only is won by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first wild one played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last wild one played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for the highest total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most emptied hands wins, else they share</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner (random cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores of each deal are written here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the ne&amp;xt hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Fjols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Fjols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fjols: a card table for the whole family.
Version {version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, {name}. {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game to start: Game ▸ New game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} · deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <source>the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOOL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is for {minimum} to {maximum} players, not {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house rule “{option}” has a value that cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved house rules could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {seat} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card on {pile}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cannot be played there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one more card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select {count} more cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s computer player failed; a random move was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two seats to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two seats to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no passing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons:hearts</name>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose one card to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose {count} cards to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass exactly {count} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You shot the moon: choose how to score it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first trick starts with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Q♠ in the first trick: play a heart instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hearts or Q♠ in the first trick while you hold another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one card to pass to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} cards to pass to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You shot the moon! Give everyone else 26, or take 26 off your own score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead {card} to start the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing {direction}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts are broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} shot the moon!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The points add up to {total}; a hand gives {expected} (or is a moon). Save anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing two seats away needs five players, not {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {game}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause before a computer player&apos;s card (milliseconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the hands between human players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When several people share the screen, a curtain hides every hand until the next player is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow taking back a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last game played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size and place</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Deal the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {number} is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} won the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableModel</name>
    <message>
        <source>face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, beaten by {cover}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to the card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game. Each seat can be a person or the computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
