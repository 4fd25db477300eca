<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
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
        <source>Tie for the lowest total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They share the win</source>
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
        <source>Passing two seats away needs five players, not {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules at this table</source>
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
