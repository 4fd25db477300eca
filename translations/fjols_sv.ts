<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>Accessibility</name>
    <message>
        <source>{count} face down</source>
        <translation>{count} med baksidan upp</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Din hand: {cards}.</translation>
    </message>
    <message>
        <source>Points: {points}.</source>
        <translation>Poäng: {points}.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>or press {key}</source>
        <translation>eller tryck {key}</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bekräfta</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>the only move allowed.</source>
        <translation>det enda tillåtna draget.</translation>
    </message>
    <message>
        <source>the only sensible move.</source>
        <translation>det enda vettiga draget.</translation>
    </message>
    <message>
        <source>picked at random.</source>
        <translation>slumpvis valt.</translation>
    </message>
    <message>
        <source>a hunch.</source>
        <translation>en känsla.</translation>
    </message>
    <message>
        <source>came out best in {worlds}, each played to the end.</source>
        <translation>blev bäst i {worlds}, var och en spelad till slut.</translation>
    </message>
    <message>
        <source>{name}: {why}</source>
        <translation>{name}: {why}</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Tips: {why}</translation>
    </message>
    <message>
        <source>{name} played {move}.</source>
        <translation>{name} spelade {move}.</translation>
    </message>
    <message>
        <source>{name} chose “{move}”.</source>
        <translation>{name} valde ”{move}”.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tips: {move}</translation>
    </message>
    <message>
        <source>Hint: “{move}”</source>
        <translation>Tips: ”{move}”</translation>
    </message>
    <message>
        <source>{name} played {move}: {why}</source>
        <translation>{name} spelade {move}: {why}</translation>
    </message>
    <message>
        <source>{name} chose “{move}”: {why}</source>
        <translation>{name} valde ”{move}”: {why}</translation>
    </message>
    <message>
        <source>Hint: {move} — {why}</source>
        <translation>Tips: {move} — {why}</translation>
    </message>
    <message>
        <source>Hint: “{move}” — {why}</source>
        <translation>Tips: ”{move}” — {why}</translation>
    </message>
</context>
<context>
    <name>Advice:hearts</name>
    <message>
        <source>lead a low spade ({card}) to drive out Q♠.</source>
        <translation>spela ut en låg spader ({card}) för att driva ut D♠.</translation>
    </message>
    <message>
        <source>duck under the trick with {card}.</source>
        <translation>lägg dig under sticket med {card}.</translation>
    </message>
    <message>
        <source>no card stays under the trick; {card} is the cheapest.</source>
        <translation>inget kort går under sticket; {card} är billigast.</translation>
    </message>
    <message>
        <source>follow low with {card} and keep the high cards for later.</source>
        <translation>bekänn lågt med {card} och spara de höga korten till senare.</translation>
    </message>
    <message>
        <source>cannot follow suit: a chance to get rid of Q♠!</source>
        <translation>kan inte bekänna färg: chans att bli av med D♠!</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of {card} while Q♠ is still out.</source>
        <translation>kan inte bekänna färg: bli av med {card} medan D♠ fortfarande är ute.</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of a heart, {card}.</source>
        <translation>kan inte bekänna färg: bli av med ett hjärter, {card}.</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of the highest card, {card}.</source>
        <translation>kan inte bekänna färg: bli av med det högsta kortet, {card}.</translation>
    </message>
    <message>
        <source>lead low with {card}: someone else holds a higher card of that suit.</source>
        <translation>spela ut lågt med {card}: någon annan har ett högre kort i den färgen.</translation>
    </message>
    <message>
        <source>lead {card}: several higher cards of that suit are still out.</source>
        <translation>spela ut {card}: flera högre kort i den färgen är fortfarande ute.</translation>
    </message>
    <message>
        <source>lead {card}: nobody else holds a higher card of that suit, so it wins the trick.</source>
        <translation>spela ut {card}: ingen annan har ett högre kort i den färgen, så det tar sticket.</translation>
    </message>
    <message>
        <source>nothing in the first trick costs points so far: a good place for a high card ({card}).</source>
        <translation>inget i första sticket kostar poäng hittills: ett bra ställe för ett högt kort ({card}).</translation>
    </message>
    <message>
        <source>you play last and the trick costs no points, so {card} may win it safely.</source>
        <translation>du spelar sist och sticket kostar inga poäng, så {card} kan ta det utan risk.</translation>
    </message>
    <message>
        <source>you play last and nothing stays under the trick: win it with the highest card, {card}.</source>
        <translation>du spelar sist och inget stannar under sticket: ta det med det högsta kortet, {card}.</translation>
    </message>
    <message>
        <source>follow with your highest card of the suit, {card}.</source>
        <translation>bekänn med ditt högsta kort i färgen, {card}.</translation>
    </message>
    <message>
        <source>go above {seat} with {card}: {seat} has taken every point so far and may be shooting the moon.</source>
        <translation>gå över {seat} med {card}: {seat} har tagit alla poäng hittills och försöker kanske skjuta månen.</translation>
    </message>
    <message>
        <source>{seat} is winning the trick and has taken every point so far: keep points away from them.</source>
        <translation>{seat} vinner sticket och har tagit alla poäng hittills: håll poängen borta från dem.</translation>
    </message>
    <message>
        <source>going for the moon: {card}.</source>
        <translation>försöker skjuta månen: {card}.</translation>
    </message>
    <message>
        <source>pass on Q♠ and its dangerous company: {cards}.</source>
        <translation>skicka vidare D♠ och dess farliga sällskap: {cards}.</translation>
    </message>
    <message>
        <source>pass the high spades that could catch Q♠: {cards}.</source>
        <translation>skicka de höga spadrarna som kan fånga D♠: {cards}.</translation>
    </message>
    <message>
        <source>pass {cards} to run out of {suit}.</source>
        <translation>skicka {cards} för att bli renons i {suit}.</translation>
    </message>
    <message>
        <source>pass the high hearts: {cards}.</source>
        <translation>skicka de höga hjärtrarna: {cards}.</translation>
    </message>
    <message>
        <source>pass the highest cards: {cards}.</source>
        <translation>skicka de högsta korten: {cards}.</translation>
    </message>
    <message>
        <source>pass {cards}, the cards you least want to keep.</source>
        <translation>skicka {cards}, de kort du helst vill bli av med.</translation>
    </message>
    <message>
        <source>going for the moon: pass {cards}.</source>
        <translation>satsar på månen: skicka {cards}.</translation>
    </message>
    <message>
        <source>this choice wins the game now.</source>
        <translation>det här valet vinner spelet nu.</translation>
    </message>
    <message>
        <source>this choice keeps the game going, and better placed.</source>
        <translation>det här valet håller spelet igång, och med bättre läge.</translation>
    </message>
    <message>
        <source>giving everyone else 26 is worth more.</source>
        <translation>att ge alla andra 26 är värt mer.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dra kort</translation>
    </message>
    <message>
        <source>Signal!</source>
        <translation>Tecken!</translation>
    </message>
</context>
<context>
    <name>Buttons:davoserjas</name>
    <message>
        <source>Pass (nothing fits)</source>
        <translation>Passa (inget passar)</translation>
    </message>
</context>
<context>
    <name>Buttons:durak</name>
    <message>
        <source>Take the cards</source>
        <translation>Ta upp korten</translation>
    </message>
    <message>
        <source>Add nothing</source>
        <translation>Lägg inget</translation>
    </message>
    <message>
        <source>Done beating</source>
        <translation>Klar med att slå</translation>
    </message>
    <message>
        <source>Keep my card</source>
        <translation>Behåll mitt kort</translation>
    </message>
    <message>
        <source>Show the trump: pass on</source>
        <translation>Visa trumfen: skicka vidare</translation>
    </message>
    <message>
        <source>Attack with these</source>
        <translation>Anfall med dessa</translation>
    </message>
    <message>
        <source>Pass the attack on</source>
        <translation>Skicka anfallet vidare</translation>
    </message>
</context>
<context>
    <name>Buttons:festudgave</name>
    <message>
        <source>Pass this card</source>
        <translation>Skicka kortet</translation>
    </message>
    <message>
        <source>Take the card</source>
        <translation>Ta kortet</translation>
    </message>
    <message>
        <source>Signal: four of a kind!</source>
        <translation>Tecken: fyra lika!</translation>
    </message>
</context>
<context>
    <name>Buttons:fjols</name>
    <message>
        <source>Pick up</source>
        <translation>Ta upp</translation>
    </message>
</context>
<context>
    <name>Buttons:hearts</name>
    <message>
        <source>Pass these cards</source>
        <translation>Skicka de här korten</translation>
    </message>
    <message>
        <source>Everyone else +26</source>
        <translation>Alla andra +26</translation>
    </message>
    <message>
        <source>Me −26</source>
        <translation>Jag −26</translation>
    </message>
</context>
<context>
    <name>CardPointsEditor</name>
    <message>
        <source>No card has points of its own.</source>
        <translation>Inget kort har egna poäng.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Färg</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Lägg till ett kort</translation>
    </message>
    <message>
        <source>Above 0 the card is a penalty, below 0 a bonus.</source>
        <translation>Över 0 är kortet straff, under 0 bonus.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>{label}, card {n}: suit</source>
        <translation>{label}, kort {n}: färg</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valör</translation>
    </message>
    <message>
        <source>{label}, card {n}: rank</source>
        <translation>{label}, kort {n}: valör</translation>
    </message>
    <message>
        <source>{label}, card {n}: points</source>
        <translation>{label}, kort {n}: poäng</translation>
    </message>
    <message>
        <source>Remove card {n}</source>
        <translation>Ta bort kort {n}</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klöver</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjärter</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spader</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Knekt</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dam</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kung</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ess</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>green</source>
        <translation>grön</translation>
    </message>
    <message>
        <source>red</source>
        <translation>röd</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>vit</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>Matchsticks</source>
        <translation>Tändstickor</translation>
    </message>
    <message>
        <source>Fool</source>
        <translation>Dumbom</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
</context>
<context>
    <name>Columns:davoserjas</name>
    <message>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>{cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Första sticket</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
</context>
<context>
    <name>Columns:durak</name>
    <message>
        <source>Matchsticks</source>
        <translation>Tändstickor</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
</context>
<context>
    <name>Columns:festudgave</name>
    <message>
        <source>Matchsticks</source>
        <translation>Tändstickor</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bokstäver</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ute</translation>
    </message>
</context>
<context>
    <name>Columns:fjols</name>
    <message>
        <source>Matchsticks</source>
        <translation>Tändstickor</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
</context>
<context>
    <name>Columns:fool</name>
    <message>
        <source>Out (+10)</source>
        <translation>Ute (+10)</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
</context>
<context>
    <name>Columns:hearts</name>
    <message>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>♥</source>
        <translation>♥</translation>
    </message>
    <message>
        <source>Q♠</source>
        <translation>D♠</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>Abandon the {game} match with {names}? It cannot be continued.</source>
        <translation>Avbryta partiet {game} med {names}? Det går inte att fortsätta.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) finished. The match goes into the family ledger as abandoned and does not count in the statistics.</source>
        <translation>
            <numerusform>%n giv färdigspelat. Partiet skrivs in i familjeboken som avbrutet och räknas inte i statistiken.</numerusform>
            <numerusform>%n giv färdigspelade. Partiet skrivs in i familjeboken som avbrutet och räknas inte i statistiken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Avbryta partiet?</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Avbryt partiet</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made in this deal are taken back, and the scoresheet marks the deal as taken back.</source>
        <translation>
            <numerusform>Det %n drag som gjorts i given tas tillbaka, och protokollet markerar given som tagen tillbaka.</numerusform>
            <numerusform>De %n drag som gjorts i given tas tillbaka, och protokollet markerar given som tagen tillbaka.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart the deal?</source>
        <translation>Börja om given?</translation>
    </message>
    <message>
        <source>Deal this hand again from the start?</source>
        <translation>Ge om korten och spela given från början?</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Ge om korten</translation>
    </message>
    <message>
        <source>The {game} scoresheet with {names} is not finished.</source>
        <translation>Protokollet för {game} med {names} är inte klart.</translation>
    </message>
    <message>
        <source>Close the scoresheet?</source>
        <translation>Stänga protokollet?</translation>
    </message>
    <message>
        <source>Keep it to go on later (Fjols offers it again), or abandon it: an abandoned scoresheet cannot be continued.</source>
        <translation>Spara det till senare (Fjols erbjuder det igen), eller avbryt det: ett avbrutet protokoll går inte att fortsätta.</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Spara det till senare</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Avbryt det</translation>
    </message>
</context>
<context>
    <name>DealReview</name>
    <message>
        <source>{name} deals</source>
        <translation>{name} ger</translation>
    </message>
    <message>
        <source>gave {cards} to {name}</source>
        <translation>gav {cards} till {name}</translation>
    </message>
    <message>
        <source>got {cards} from {name}</source>
        <translation>fick {cards} från {name}</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
</context>
<context>
    <name>DealReviewDialog</name>
    <message>
        <source>Deal review: {game}, deal {number}</source>
        <translation>Genomgång av given: {game}, giv {number}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Seed {seed}&lt;/b&gt; (match {match}, deal {number}) · %n move(s) · every hand is shown</source>
        <translation>
            <numerusform>&lt;b&gt;Frö {seed}&lt;/b&gt; (parti {match}, giv {number}) · %n drag · alla händer visas</numerusform>
            <numerusform>&lt;b&gt;Frö {seed}&lt;/b&gt; (parti {match}, giv {number}) · %n drag · alla händer visas</numerusform>
        </translation>
    </message>
    <message>
        <source>The same seed deals the same cards: start a new game of {game} with seed {match} (fjols --game {id} --seed {match}) and deal {number} is this deal again. The computers saw only their own cards.</source>
        <translation>Samma frö ger samma kort: starta ett nytt parti {game} med fröet {match} (fjols --game {id} --seed {match}), så blir giv {number} den här given igen. Datorspelarna såg bara sina egna kort.</translation>
    </message>
    <message>
        <source>The deal, every hand shown</source>
        <translation>Given, med alla händer synliga</translation>
    </message>
    <message>
        <source>Moves of the deal</source>
        <translation>Givens drag</translation>
    </message>
    <message>
        <source>What each player gave and got</source>
        <translation>Vad varje spelare gav och fick</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Skickade kort&lt;/b&gt;</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Till början (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Ett drag bakåt (vänsterpil)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Ett drag framåt (högerpil)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Till slutet (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Läge i given</translation>
    </message>
    <message>
        <source>Copy the record</source>
        <translation>Kopiera förloppet</translation>
    </message>
    <message>
        <source>The seed, the house rules and every move, as text</source>
        <translation>Fröet, husreglerna och alla drag, som text</translation>
    </message>
    <message>
        <source>Move {step} of {count}</source>
        <translation>Drag {step} av {count}</translation>
    </message>
    <message>
        <source>The record is on the clipboard.</source>
        <translation>Förloppet finns i urklipp.</translation>
    </message>
</context>
<context>
    <name>EnumListEditor</name>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytta &amp;upp</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flytta &amp;ned</translation>
    </message>
</context>
<context>
    <name>FamilyFeatures</name>
    <message>
        <source>Family</source>
        <translation>Familjen</translation>
    </message>
    <message>
        <source>Keep score for &amp;real cards…</source>
        <translation>Protokoll för &amp;riktiga kort…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Family…</source>
        <translation>&amp;Familjen…</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, so Fjols started with its usual ones.</source>
        <translation>En del av dina inställningar gick inte att läsa, så Fjols startade med de vanliga.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>The damaged files were kept beside the new ones.</source>
        <translation>De skadade filerna sparades bredvid de nya.</translation>
    </message>
    <message>
        <source>Keep score for real cards</source>
        <translation>Protokoll för riktiga kort</translation>
    </message>
    <message>
        <source>The {game} scoresheet with {names} is not finished.</source>
        <translation>Protokollet för {game} med {names} är inte klart.</translation>
    </message>
    <message>
        <source>Continue it, or start a new scoresheet (this one is kept for later).</source>
        <translation>Fortsätt det, eller börja ett nytt protokoll (det här sparas till senare).</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>Fortsätt det</translation>
    </message>
    <message>
        <source>New scoresheet</source>
        <translation>Nytt protokoll</translation>
    </message>
    <message>
        <source>Not in the family ledger: {reason}</source>
        <translation>Inte inskrivet i familjeboken: {reason}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Inte sparat: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason} The game goes on; Fjols keeps it in memory and tries again after every move.</source>
        <translation>{file}: {reason} Spelet fortsätter; Fjols minns det och försöker igen efter varje drag.</translation>
    </message>
    <message>
        <source>Settings not saved: {reason}</source>
        <translation>Inställningarna är inte sparade: {reason}</translation>
    </message>
    <message>
        <source>This match has as many deals as one save can hold ({deals}): it ends here and counts with these totals.</source>
        <translation>Partiet har så många giv som en sparad fil rymmer ({deals}): det slutar här och räknas med de här poängen.</translation>
    </message>
    <message>
        <source>A saved game that cannot be continued was kept as {file}: {reason}</source>
        <translation>Ett sparat spel som inte går att fortsätta sparades som {file}: {reason}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Hjerterfri</source>
        <translation>Hjerterfri</translation>
    </message>
    <message>
        <source>Hearts: avoid the hearts and the queen of spades.</source>
        <translation>Hjärter: undvik hjärtrarna och spader dam.</translation>
    </message>
    <message>
        <source>Davoserjas</source>
        <translation>Davoserjas</translation>
    </message>
    <message>
        <source>Six rounds: avoid tricks, clubs, queens, the king of clubs and the last trick, then race to empty your hand in the kabale.</source>
        <translation>Sex rundor: undvik stick, klöver, damer, klöver kung och sista sticket, och bli sedan först av med korten i kabalen.</translation>
    </message>
    <message>
        <source>Fjols – festudgave</source>
        <translation>Fjols – festudgave</translation>
    </message>
    <message>
        <source>Pass cards to the left until someone has four of a kind; the last to touch their nose is the fjols.</source>
        <translation>Skicka kort till vänster tills någon har fyra lika; den som sist tar sig på näsan är fjols.</translation>
    </message>
    <message>
        <source>Fjols</source>
        <translation>Fjols</translation>
    </message>
    <message>
        <source>Beat the card before you with a high or a low trump; the last with cards is the fjols.</source>
        <translation>Slå kortet före dig med hög- eller lågtrumf; den som sist har kort kvar är fjols.</translation>
    </message>
    <message>
        <source>A game by Friedemann Friese. This is an unofficial implementation for home play.</source>
        <translation>Ett spel av Friedemann Friese. Det här är en inofficiell version för spel hemma.</translation>
    </message>
    <message>
        <source>Fool!</source>
        <translation>Fool!</translation>
    </message>
    <message>
        <source>Get rid of your cards, but never play the worst card of a trick.</source>
        <translation>Bli av med dina kort, men lägg aldrig det sämsta kortet i ett stick.</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>Durak</translation>
    </message>
    <message>
        <source>Attack and defend; the last player with cards is the fool.</source>
        <translation>Anfall och försvara dig; den som sist har kort kvar är durak.</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>face-down card</source>
        <translation>kort med baksidan upp</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Alla andra, titta bort.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Lämna datorn till {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Jag är {name}: visa mina kort</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Passing</source>
        <translation>Skicka kort</translation>
    </message>
    <message>
        <source>The signal</source>
        <translation>Tecknet</translation>
    </message>
    <message>
        <source>Four of one rank per player, all dealt</source>
        <translation>Fyra av samma valör per spelare, alla delas ut</translation>
    </message>
    <message>
        <source>The whole deck; the dealer draws from a pile</source>
        <translation>Hela leken; givaren drar från en talong</translation>
    </message>
    <message>
        <source>Everybody passes at the same time</source>
        <translation>Alla skickar samtidigt</translation>
    </message>
    <message>
        <source>Pass and take at your own pace</source>
        <translation>Skicka och ta i din egen takt</translation>
    </message>
    <message>
        <source>Seconds to choose a card</source>
        <translation>Sekunder att välja kort</translation>
    </message>
    <message>
        <source>When the time is up, the chosen card (or a random one) is passed. 0 waits for everybody.</source>
        <translation>När tiden är ute skickas det valda kortet (eller ett slumpvis). 0 väntar på alla.</translation>
    </message>
    <message>
        <source>Finger on the nose</source>
        <translation>Finger på näsan</translation>
    </message>
    <message>
        <source>Grab a spoon (one fewer than players)</source>
        <translation>Ta en sked (en färre än spelarna)</translation>
    </message>
    <message>
        <source>Signalling without four of a kind</source>
        <translation>Tecken utan fyra lika</translation>
    </message>
    <message>
        <source>You are the fjols</source>
        <translation>Du blir fjols</translation>
    </message>
    <message>
        <source>It does not count; play on</source>
        <translation>Det räknas inte; spela vidare</translation>
    </message>
    <message>
        <source>Seconds to react to a signal</source>
        <translation>Sekunder att reagera på tecknet</translation>
    </message>
    <message>
        <source>Who has not signalled by then is too late; of several, one is drawn at random to be the fjols.</source>
        <translation>Den som inte har gett tecken då är för sen; av flera lottas en som blir fjols.</translation>
    </message>
    <message>
        <source>A matchstick for each fjols</source>
        <translation>En tändsticka för varje fjols</translation>
    </message>
    <message>
        <source>A letter for each fjols; a full word is out</source>
        <translation>En bokstav per fjols; hela ordet är ute</translation>
    </message>
    <message>
        <source>Word (letters scoring)</source>
        <translation>Ord (med bokstäver)</translation>
    </message>
    <message>
        <source>FJOLS</source>
        <translation>FJOLS</translation>
    </message>
    <message>
        <source>GRIS</source>
        <translation>GRIS</translation>
    </message>
    <message>
        <source>PIG</source>
        <translation>PIG</translation>
    </message>
    <message>
        <source>DONKEY</source>
        <translation>DONKEY</translation>
    </message>
    <message>
        <source>Rounds in a match (matchsticks)</source>
        <translation>Rundor i ett parti (tändstickor)</translation>
    </message>
    <message>
        <source>0 means play until you stop. With letters the match ends when one player is left.</source>
        <translation>0 betyder att ni spelar tills ni slutar. Med bokstäver tar spelet slut när en spelare är kvar.</translation>
    </message>
    <message>
        <source>Computer players react</source>
        <translation>Datorspelarna reagerar</translation>
    </message>
    <message>
        <source>Slowly (good with children)</source>
        <translation>Långsamt (bra med barn)</translation>
    </message>
    <message>
        <source>Normally</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabbt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelet</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spelets slut</translation>
    </message>
    <message>
        <source>Cards passed before each hand</source>
        <translation>Kort som byts före varje giv</translation>
    </message>
    <message>
        <source>0 means the cards are never passed.</source>
        <translation>0 betyder att man aldrig byter kort.</translation>
    </message>
    <message>
        <source>Passing with three or five players</source>
        <translation>Byte med tre eller fem spelare</translation>
    </message>
    <message>
        <source>There is no player opposite you at an odd table. With five players you may also pass two seats to the left and to the right.</source>
        <translation>Vid ett udda bord finns ingen mittemot. Med fem spelare kan ni också byta två platser till vänster och till höger.</translation>
    </message>
    <message>
        <source>Left, right, keep</source>
        <translation>Vänster, höger, inget byte</translation>
    </message>
    <message>
        <source>Left, right, two left, two right, keep (five players)</source>
        <translation>Vänster, höger, två vänster, två höger, inget byte (fem spelare)</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Att skjuta månen</translation>
    </message>
    <message>
        <source>What happens when one player takes every heart and the queen of spades.</source>
        <translation>Vad som händer när en spelare tar alla hjärter och spader dam.</translation>
    </message>
    <message>
        <source>The others get 26 points each</source>
        <translation>De andra får 26 poäng var</translation>
    </message>
    <message>
        <source>The shooter subtracts 26</source>
        <translation>Skytten drar av 26</translation>
    </message>
    <message>
        <source>The shooter chooses</source>
        <translation>Skytten väljer</translation>
    </message>
    <message>
        <source>The game ends when someone reaches</source>
        <translation>Spelet tar slut när någon når</translation>
    </message>
    <message>
        <source>After the hand in which a total reaches this score, the lowest total wins.</source>
        <translation>Efter den giv där någons summa når det här talet vinner lägsta summan.</translation>
    </message>
    <message>
        <source>Ten of diamonds is a bonus card</source>
        <translation>Ruter tio är ett bonuskort</translation>
    </message>
    <message>
        <source>Whoever takes the ten of diamonds subtracts points.</source>
        <translation>Den som tar ruter tio får poäng avdragna.</translation>
    </message>
    <message>
        <source>Value of the ten of diamonds</source>
        <translation>Värdet på ruter tio</translation>
    </message>
    <message>
        <source>Cards with their own points</source>
        <translation>Kort med egna poäng</translation>
    </message>
    <message>
        <source>Give any card the points it counts for whoever takes it: a penalty above 0, a bonus below 0. A heart or the queen of spades listed here counts these points instead of its usual 1 or 13. Shooting the moon still needs every heart and the queen of spades, and still counts 26.</source>
        <translation>Ge vilket kort som helst de poäng det räknas för den som tar det: straff över 0, bonus under 0. Ett hjärterkort eller spader dam i listan räknas med dessa poäng i stället för de vanliga 1 eller 13. Att skjuta månen kräver fortfarande alla hjärter och spader dam och räknas fortfarande som 26.</translation>
    </message>
    <message>
        <source>Hearts are broken by</source>
        <translation>Hjärter bryts av</translation>
    </message>
    <message>
        <source>Until hearts are broken, nobody may lead a heart unless they hold nothing else.</source>
        <translation>Tills hjärter är brutet får ingen spela ut ett hjärterkort om de inte saknar annat.</translation>
    </message>
    <message>
        <source>A heart thrown by someone who cannot follow suit</source>
        <translation>Ett hjärterkort som slängs av någon som inte kan bekänna färg</translation>
    </message>
    <message>
        <source>Any heart played, a heart led from a hand of only hearts too</source>
        <translation>Varje hjärterkort som spelas, även ett som spelas ut från en hand med bara hjärter</translation>
    </message>
    <message>
        <source>The queen of spades breaks hearts</source>
        <translation>Spader dam bryter hjärter</translation>
    </message>
    <message>
        <source>Once the queen of spades has been played, hearts may be led.</source>
        <translation>När spader dam har spelats får hjärter spelas ut.</translation>
    </message>
    <message>
        <source>No points in the first trick</source>
        <translation>Inga poäng i första sticket</translation>
    </message>
    <message>
        <source>Hearts and the queen of spades may not be played in the first trick unless you hold nothing else.</source>
        <translation>Hjärter och spader dam får inte läggas i första sticket om man inte saknar annat.</translation>
    </message>
    <message>
        <source>Holding only points in the first trick</source>
        <translation>Bara poängkort i första sticket</translation>
    </message>
    <message>
        <source>Play any card, the queen of spades too</source>
        <translation>Lägg vilket kort som helst, även spader dam</translation>
    </message>
    <message>
        <source>Play a heart, not the queen of spades</source>
        <translation>Lägg ett hjärter, inte spader dam</translation>
    </message>
    <message>
        <source>Lead a heart when you hold only hearts and the queen of spades</source>
        <translation>Spela ut hjärter när du bara har hjärter och spader dam</translation>
    </message>
    <message>
        <source>Otherwise such a hand must lead the queen of spades while hearts are not broken.</source>
        <translation>Annars måste en sådan hand spela ut spader dam så länge hjärter inte är brutet.</translation>
    </message>
    <message>
        <source>Cards taken out with five players</source>
        <translation>Kort som tas bort med fem spelare</translation>
    </message>
    <message>
        <source>Five players get ten cards each, so two twos leave the pack. With three players only the two of diamonds leaves.</source>
        <translation>Fem spelare får tio kort var, så två tvåor tas bort ur leken. Med tre spelare tas bara ruter 2 bort.</translation>
    </message>
    <message>
        <source>Two of diamonds and two of spades: the two of clubs leads</source>
        <translation>Ruter 2 och spader 2: klöver 2 spelas ut först</translation>
    </message>
    <message>
        <source>Two of diamonds and two of clubs: the three of clubs leads</source>
        <translation>Ruter 2 och klöver 2: klöver 3 spelas ut först</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rundor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Your own round list</source>
        <translation>Er egen rundlista</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>A suit letter (C, D, H, S) for every card of that suit, a rank (2-10, J, Q, K, A) for all four of that rank, or one card such as KC. Several, separated by blanks, count together: C S are the black cards.</source>
        <translation>En färgbokstav (C klöver, D ruter, H hjärter, S spader) för alla kort i den färgen, en valör (2-10, J, Q, K, A) för alla fyra av den valören, eller ett enstaka kort som KC (klöver kung). Flera, åtskilda med mellanslag, räknas tillsammans: C S är de svarta korten.</translation>
    </message>
    <message>
        <source>Points per card</source>
        <translation>Poäng per kort</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Nyckel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Kind of round</source>
        <translation>Typ av runda</translation>
    </message>
    <message>
        <source>Tricks: avoid something</source>
        <translation>Stick: undvik något</translation>
    </message>
    <message>
        <source>Kabale: get rid of your cards</source>
        <translation>Kabale: bli av med korten</translation>
    </message>
    <message>
        <source>Points per trick taken</source>
        <translation>Poäng per taget stick</translation>
    </message>
    <message>
        <source>Points for taking the first trick</source>
        <translation>Poäng för att ta första sticket</translation>
    </message>
    <message>
        <source>Points for taking the last trick</source>
        <translation>Poäng för att ta sista sticket</translation>
    </message>
    <message>
        <source>Your name for the round; empty shows the standard name.</source>
        <translation>Ert namn på rundan; tomt visar standardnamnet.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelas</translation>
    </message>
    <message>
        <source>Cards that cost points</source>
        <translation>Kort som kostar poäng</translation>
    </message>
    <message>
        <source>Points per pass</source>
        <translation>Poäng per pass</translation>
    </message>
    <message>
        <source>Kabale scored by</source>
        <translation>Kabalen räknas efter</translation>
    </message>
    <message>
        <source>Cards left when the first is out</source>
        <translation>Kort kvar när den första är ute</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Points per card left</source>
        <translation>Poäng per kort kvar</translation>
    </message>
    <message>
        <source>Points per place behind the winner</source>
        <translation>Poäng per plats bakom vinnaren</translation>
    </message>
    <message>
        <source>One value each for 3, 4, 5, 6 and 7 players: the second out gets it once, the third twice, and so on.</source>
        <translation>Ett värde var för 3, 4, 5, 6 och 7 spelare: den andra som går ut får det en gång, den tredje två gånger och så vidare.</translation>
    </message>
    <message>
        <source>Bonus for the first out</source>
        <translation>Bonus till den som går ut först</translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation>Rundorna i den ordning de spelas</translation>
    </message>
    <message>
        <source>Leave a round out to skip it; some families play the kabale first.</source>
        <translation>Ta bort en runda för att hoppa över den; en del familjer spelar kabalen först.</translation>
    </message>
    <message>
        <source>Avoid tricks</source>
        <translation>Undvik stick</translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation>Undvik klöver</translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation>Undvik damer</translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation>Undvik klöver kung</translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation>Undvik sista sticket</translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation>Undvik första sticket</translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation>Undvik hjärter</translation>
    </message>
    <message>
        <source>Extra rounds</source>
        <translation>Extrarundor</translation>
    </message>
    <message>
        <source>Played just before the kabale, unless the order above places them.</source>
        <translation>Spelas precis före kabalen, om inte ordningen ovan placerar dem.</translation>
    </message>
    <message>
        <source>Avoid tricks: points per trick</source>
        <translation>Undvik stick: poäng per stick</translation>
    </message>
    <message>
        <source>Avoid clubs: points per club</source>
        <translation>Undvik klöver: poäng per klöver</translation>
    </message>
    <message>
        <source>Avoid queens: points per queen</source>
        <translation>Undvik damer: poäng per dam</translation>
    </message>
    <message>
        <source>Avoid the king of clubs: points for it</source>
        <translation>Undvik klöver kung: poäng för den</translation>
    </message>
    <message>
        <source>Avoid the last trick: points for it</source>
        <translation>Undvik sista sticket: poäng för det</translation>
    </message>
    <message>
        <source>The last-trick round also penalises</source>
        <translation>Rundan om sista sticket straffar också</translation>
    </message>
    <message>
        <source>Nothing else</source>
        <translation>Inget annat</translation>
    </message>
    <message>
        <source>The first trick, at the same points</source>
        <translation>Första sticket, med samma poäng</translation>
    </message>
    <message>
        <source>Avoid the first trick: points for it</source>
        <translation>Undvik första sticket: poäng för det</translation>
    </message>
    <message>
        <source>Avoid hearts: points per heart</source>
        <translation>Undvik hjärter: poäng per hjärter</translation>
    </message>
    <message>
        <source>Kabale: points per pass</source>
        <translation>Kabalen: poäng per pass</translation>
    </message>
    <message>
        <source>Kabale: points per card left when someone is out</source>
        <translation>Kabalen: poäng per kort kvar när någon är ute</translation>
    </message>
    <message>
        <source>Kabale: bonus for the first out</source>
        <translation>Kabalen: bonus till den som går ut först</translation>
    </message>
    <message>
        <source>Subtracted from the first player out (Swedish Jazz uses 10).</source>
        <translation>Dras av från den som först går ut (svenska Jazz använder 10).</translation>
    </message>
    <message>
        <source>Kabale: the ace is</source>
        <translation>Kabalen: esset är</translation>
    </message>
    <message>
        <source>Low, below the two</source>
        <translation>Lågt, under tvåan</translation>
    </message>
    <message>
        <source>High, above the king</source>
        <translation>Högt, över kungen</translation>
    </message>
    <message>
        <source>Kabale: the sevens</source>
        <translation>Kabalen: sjuorna</translation>
    </message>
    <message>
        <source>All laid out before the first turn</source>
        <translation>Alla läggs ut före första draget</translation>
    </message>
    <message>
        <source>Played in turn; a seven must be played first</source>
        <translation>Läggs i tur och ordning; en sjua måste läggas först</translation>
    </message>
    <message>
        <source>Played in turn like any other card</source>
        <translation>Läggs i tur och ordning som alla andra kort</translation>
    </message>
    <message>
        <source>Kabale: cards</source>
        <translation>Kabalen: kort</translation>
    </message>
    <message>
        <source>The same cards as the trick rounds</source>
        <translation>Samma kort som i stickrundorna</translation>
    </message>
    <message>
        <source>All 52; hands may differ by one card</source>
        <translation>Alla 52; händerna kan skilja på ett kort</translation>
    </message>
    <message>
        <source>The ace is low in the trick rounds too</source>
        <translation>Ess är lågt även i stickrundorna</translation>
    </message>
    <message>
        <source>Which twos leave the deck first</source>
        <translation>Vilka tvåor som tas bort först</translation>
    </message>
    <message>
        <source>Three players remove one two, five remove two, seven three and six all four, so that everybody gets the same number of cards.</source>
        <translation>Tre spelare tar bort en tvåa, fem tar bort två, sju tre och sex alla fyra, så att alla får lika många kort.</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Ruter 2</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Hjärter 2</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Spader 2</translation>
    </message>
    <message>
        <source>Two of clubs</source>
        <translation>Klöver 2</translation>
    </message>
    <message>
        <source>End a round once all its penalties are taken</source>
        <translation>Avbryt rundan när alla straffpoäng är tagna</translation>
    </message>
    <message>
        <source>Saves time; it cannot change a score. Rounds that penalise every trick or the last trick are always played to the end.</source>
        <translation>Sparar tid; det kan aldrig ändra poängen. Rundor som straffar varje stick eller sista sticket spelas alltid till slut.</translation>
    </message>
    <message>
        <source>Tie for the lowest total</source>
        <translation>Lika om lägsta summan</translation>
    </message>
    <message>
        <source>They share the win</source>
        <translation>De delar på segern</translation>
    </message>
    <message>
        <source>Fewest points in the kabale wins, else they share</source>
        <translation>Minst poäng i kabalen vinner, annars delar de</translation>
    </message>
    <message>
        <source>Play your own round list</source>
        <translation>Spela er egen rundlista</translation>
    </message>
    <message>
        <source>Play the rounds below instead of the standard rounds; the points above are then not used.</source>
        <translation>Spela rundorna nedan i stället för standardrundorna; poängen ovan används då inte.</translation>
    </message>
    <message>
        <source>Your rounds in the order played</source>
        <translation>Era rundor i den ordning de spelas</translation>
    </message>
    <message>
        <source>Play more hands until one is lowest</source>
        <translation>Spela fler givar tills en ensam har lägst</translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation>Öppna kort (för övning)</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards are shown face up.</source>
        <translation>Allas kort ligger med framsidan upp.</translation>
    </message>
    <message>
        <source>Seksdagesløbet (standard)</source>
        <translation>Sexdagarsloppet (standard)</translation>
    </message>
    <message>
        <source>Kabale first</source>
        <translation>Kabalen först</translation>
    </message>
    <message>
        <source>Seven rounds: first and last trick, all rules at once</source>
        <translation>Sju rundor: första och sista sticket, alla regler på en gång</translation>
    </message>
    <message>
        <source>Black cards and diamonds, kabale by place</source>
        <translation>Svarta kort och ruter, kabalen efter placering</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Att slå</translation>
    </message>
    <message>
        <source>Picking up</source>
        <translation>Att ta upp</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partiet</translation>
    </message>
    <message>
        <source>Cards in play</source>
        <translation>Kort i spel</translation>
    </message>
    <message>
        <source>36 cards (sixes to aces) is usual; some families play with all 52, which makes the game longer and trumps rarer.</source>
        <translation>36 kort (sexor till ess) är det vanliga; en del familjer spelar med alla 52, vilket gör spelet längre och trumferna ovanligare.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spelet</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Anfall</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Försvar</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Givens början</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Podkidnoy is the usual game. Perevodnoy lets the defender pass the attack on; prostoy is played with five cards and no throw-ins; severnyi has a second trump suit late in the deal.</source>
        <translation>Podkidnoj är grundformen. Perevodnoj låter försvararen skicka anfallet vidare; prostoj spelas med fem kort och utan inkast; severnyj får en andra trumffärg sent i given.</translation>
    </message>
    <message>
        <source>Podkidnoy (throw-in)</source>
        <translation>Podkidnoj (inkast)</translation>
    </message>
    <message>
        <source>Perevodnoy (transfer)</source>
        <translation>Perevodnoj (vidarebefordran)</translation>
    </message>
    <message>
        <source>Prostoy (five cards)</source>
        <translation>Prostoj (fem kort)</translation>
    </message>
    <message>
        <source>Severnyi (two trump suits)</source>
        <translation>Severnyj (två trumffärger)</translation>
    </message>
    <message>
        <source>Cards in the pack</source>
        <translation>Kort i leken</translation>
    </message>
    <message>
        <source>24 cards (nine to ace) is for two players only.</source>
        <translation>24 kort (nior till ess) är bara för två spelare.</translation>
    </message>
    <message>
        <source>24 cards (9 to ace)</source>
        <translation>24 kort (9 till ess)</translation>
    </message>
    <message>
        <source>36 cards (6 to ace)</source>
        <translation>36 kort (6 till ess)</translation>
    </message>
    <message>
        <source>52 cards (2 to ace)</source>
        <translation>52 kort (2 till ess)</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Partners sit opposite (four players) or every other seat (six players). The team left with cards loses.</source>
        <translation>Partnerna sitter mitt emot varandra (fyra spelare) eller på varannan plats (sex spelare). Laget som blir kvar med kort förlorar.</translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation>Alla för sig själva</translation>
    </message>
    <message>
        <source>Two against two</source>
        <translation>Två mot två</translation>
    </message>
    <message>
        <source>Three against three</source>
        <translation>Tre mot tre</translation>
    </message>
    <message>
        <source>Who may throw in</source>
        <translation>Vem som får kasta in</translation>
    </message>
    <message>
        <source>Everybody up to four players, else neighbours</source>
        <translation>Alla upp till fyra spelare, annars grannarna</translation>
    </message>
    <message>
        <source>Every attacker</source>
        <translation>Alla anfallare</translation>
    </message>
    <message>
        <source>The defender&apos;s two neighbours</source>
        <translation>Försvararens två grannar</translation>
    </message>
    <message>
        <source>Only the main attacker</source>
        <translation>Bara huvudanfallaren</translation>
    </message>
    <message>
        <source>When attackers may throw in</source>
        <translation>När anfallarna får kasta in</translation>
    </message>
    <message>
        <source>When every card on the table is beaten</source>
        <translation>När alla kort på bordet är slagna</translation>
    </message>
    <message>
        <source>After every card the defender beats</source>
        <translation>Efter varje kort försvararen slår</translation>
    </message>
    <message>
        <source>Attackers may add cards when the defender takes</source>
        <translation>Anfallarna får ge fler kort vid upptag</translation>
    </message>
    <message>
        <source>At most five attack cards early in the deal</source>
        <translation>Högst fem anfallskort tidigt i given</translation>
    </message>
    <message>
        <source>No: six in every bout</source>
        <translation>Nej: sex i varje dust</translation>
    </message>
    <message>
        <source>In the first bout</source>
        <translation>I första dusten</translation>
    </message>
    <message>
        <source>Until the first bout has been beaten</source>
        <translation>Tills första dusten är slagen</translation>
    </message>
    <message>
        <source>Swap the lowest trump for the turned-up trump</source>
        <translation>Byt lägsta trumfen mot det uppvända trumfkortet</translation>
    </message>
    <message>
        <source>Only the player who was dealt the lowest trump may swap it, before a bout and while the turned-up card is still under the talon.</source>
        <translation>Bara den som fick lägsta trumfen i given får byta, före en dust och medan det uppvända kortet fortfarande ligger under talongen.</translation>
    </message>
    <message>
        <source>Every deal (not in prostoy)</source>
        <translation>Varje giv (inte i prostoj)</translation>
    </message>
    <message>
        <source>Every deal</source>
        <translation>Varje giv</translation>
    </message>
    <message>
        <source>Only before the first attack</source>
        <translation>Bara före första anfallet</translation>
    </message>
    <message>
        <source>Only in the first deal</source>
        <translation>Bara i första given</translation>
    </message>
    <message>
        <source>Who attacks first after the first deal</source>
        <translation>Vem som anfaller först efter första given</translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour</source>
        <translation>Givarens vänstra granne</translation>
    </message>
    <message>
        <source>The dealer&apos;s right neighbour attacks the fool</source>
        <translation>Givarens högra granne anfaller duraken</translation>
    </message>
    <message>
        <source>The lowest trump</source>
        <translation>Lägsta trumfen</translation>
    </message>
    <message>
        <source>Prostoy: who attacks first in the first deal</source>
        <translation>Prostoj: vem som anfaller först i första given</translation>
    </message>
    <message>
        <source>Our rules let the lowest trump start the first deal in every variant; some prostoy rules start with the dealer&apos;s left neighbour.</source>
        <translation>Våra regler låter den med lägsta trumfen börja första given i alla varianter; en del prostoj-regler börjar med givarens vänstra granne.</translation>
    </message>
    <message>
        <source>Our rules say only that an attack is one, three or five cards. The pairs come from the Russian rules as pagat.com describes them: a pair and any third card, or two pairs and any fifth card.</source>
        <translation>Våra regler säger bara att ett anfall är ett, tre eller fem kort. Paren kommer från de ryska reglerna så som pagat.com beskriver dem: ett par och ett valfritt tredje kort, eller två par och ett valfritt femte.</translation>
    </message>
    <message>
        <source>The lowest trump, as in the other variants</source>
        <translation>Lägsta trumfen, som i de andra varianterna</translation>
    </message>
    <message>
        <source>Nobody holds a trump</source>
        <translation>Ingen har trumf</translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour attacks</source>
        <translation>Givarens vänstra granne anfaller</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Ge om</translation>
    </message>
    <message>
        <source>The lowest card beats the ace of its suit</source>
        <translation>Lägsta kortet slår esset i sin färg</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Only in trumps</source>
        <translation>Bara i trumf</translation>
    </message>
    <message>
        <source>In every suit</source>
        <translation>I alla färger</translation>
    </message>
    <message>
        <source>Perevodnoy: cards added when passing the attack on</source>
        <translation>Perevodnoj: kort som läggs till när anfallet skickas vidare</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Valfritt antal</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Ett</translation>
    </message>
    <message>
        <source>Perevodnoy: pass the attack on by showing the trump of its rank</source>
        <translation>Perevodnoj: skicka anfallet vidare genom att visa trumfen i samma valör</translation>
    </message>
    <message>
        <source>Severnyi: the second trump suit</source>
        <translation>Severnyj: den andra trumffärgen</translation>
    </message>
    <message>
        <source>Ranks above the first</source>
        <translation>Rankas över den första</translation>
    </message>
    <message>
        <source>Replaces the first</source>
        <translation>Ersätter den första</translation>
    </message>
    <message>
        <source>Prostoy: no more attack cards than the defender holds</source>
        <translation>Prostoj: inte fler anfallskort än försvararen har</translation>
    </message>
    <message>
        <source>Prostoy: the cards of an attack</source>
        <translation>Prostoj: korten i ett anfall</translation>
    </message>
    <message>
        <source>Any one, three or five cards</source>
        <translation>Valfria ett, tre eller fem kort</translation>
    </message>
    <message>
        <source>One card, a pair and one more, or two pairs and one more</source>
        <translation>Ett kort, ett par och ett till eller två par och ett till</translation>
    </message>
    <message>
        <source>Announce &quot;durak with epaulettes&quot;</source>
        <translation>Säg ”durak med slips”</translation>
    </message>
    <message>
        <source>When the last card played against the durak was a six.</source>
        <translation>När sista kortet som spelades mot duraken var en sexa.</translation>
    </message>
    <message>
        <source>A matchstick for every lost deal</source>
        <translation>En tändsticka för varje förlorad giv</translation>
    </message>
    <message>
        <source>0 means the match goes on until you stop.</source>
        <translation>0 betyder att partiet fortsätter tills ni slutar.</translation>
    </message>
    <message>
        <source>The match ends when somebody has this many matchsticks</source>
        <translation>Spelet tar slut när någon har så här många tändstickor</translation>
    </message>
    <message>
        <source>0 means no limit.</source>
        <translation>0 betyder ingen gräns.</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>Kort till varje spelare</translation>
    </message>
    <message>
        <source>Five is usual in Fjols, six in Durak.</source>
        <translation>Fem är det vanliga i Fjols, sex i Durak.</translation>
    </message>
    <message>
        <source>A player who cannot beat takes</source>
        <translation>Den som inte kan slå tar upp</translation>
    </message>
    <message>
        <source>Only the last card played (the rest is put aside)</source>
        <translation>Bara det senast spelade kortet (resten läggs undan)</translation>
    </message>
    <message>
        <source>The whole pile</source>
        <translation>Hela högen</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Att bekänna färg</translation>
    </message>
    <message>
        <source>How &quot;follow suit if you can, trump if you are void&quot; limits the card you beat with.</source>
        <translation>Hur regeln ”bekänn färg om du kan, trumfa om du är renons” styr vilket kort du slår med.</translation>
    </message>
    <message>
        <source>Beat in the suit if you can; otherwise you may trump</source>
        <translation>Slå i färgen om du kan, annars får du trumfa</translation>
    </message>
    <message>
        <source>Trump only when you hold no card of the suit</source>
        <translation>Trumfa bara när du saknar färgen</translation>
    </message>
    <message>
        <source>Any card that beats</source>
        <translation>Valfritt kort som slår</translation>
    </message>
    <message>
        <source>Picking up although you could beat</source>
        <translation>Att ta upp fast man kan slå</translation>
    </message>
    <message>
        <source>Never: only when you cannot beat</source>
        <translation>Aldrig: bara när du inte kan slå</translation>
    </message>
    <message>
        <source>When you cannot beat in the suit (instead of trumping)</source>
        <translation>När du inte kan slå i färgen (i stället för att trumfa)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>A higher low trump beats a low trump</source>
        <translation>En högre lågtrumf slår en lågtrumf</translation>
    </message>
    <message>
        <source>Otherwise a low trump can only be beaten by a high trump.</source>
        <translation>Annars kan en lågtrumf bara slås av en högtrumf.</translation>
    </message>
    <message>
        <source>Put the pile aside after one round</source>
        <translation>Lägg undan högen efter ett varv</translation>
    </message>
    <message>
        <source>When every player has beaten once, the cards are put aside and the last player to beat leads a new card (as in Skitgubbe).</source>
        <translation>När alla spelare har slagit en gång läggs korten undan, och den som slog sist spelar ut ett nytt kort (som i Skitgubbe).</translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation>Vem som ger nästa giv</translation>
    </message>
    <message>
        <source>The fjols</source>
        <translation>Den som blev fjols</translation>
    </message>
    <message>
        <source>The player to the dealer&apos;s left</source>
        <translation>Spelaren till vänster om givaren</translation>
    </message>
    <message>
        <source>Count matchsticks</source>
        <translation>Räkna tändstickor</translation>
    </message>
    <message>
        <source>The fjols of each deal gets a matchstick; the scoresheet shows how often everybody has been the fjols.</source>
        <translation>Den som blir fjols i en giv får en tändsticka; protokollet visar hur ofta var och en har varit fjols.</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Givar i ett parti</translation>
    </message>
    <message>
        <source>0 means play until you stop.</source>
        <translation>0 betyder att ni spelar tills ni slutar.</translation>
    </message>
    <message>
        <source>Cards used</source>
        <translation>Kort som används</translation>
    </message>
    <message>
        <source>Which values of each colour, and how many wild ones, are dealt at each table size. The whole prepared deck is dealt.</source>
        <translation>Vilka tal i varje färg, och hur många ettor, som delas ut vid varje antal spelare. Hela den framplockade leken delas ut.</translation>
    </message>
    <message>
        <source>FOOL! (reconstructed overview cards; 12 cards each, 11 with eight players)</source>
        <translation>FOOL! (rekonstruerade översiktskort; 12 kort var, 11 med åtta spelare)</translation>
    </message>
    <message>
        <source>Foppen 1995 (60 cards, four to six players)</source>
        <translation>Foppen 1995 (60 kort, fyra till sex spelare)</translation>
    </message>
    <message>
        <source>Two fools per trick</source>
        <translation>Två narrar per stick</translation>
    </message>
    <message>
        <source>At a large table the two worst cards of a trick both make their players sit out the next trick.</source>
        <translation>Vid ett stort bord får de två sämsta korten i ett stick båda sina spelare att stå över nästa stick.</translation>
    </message>
    <message>
        <source>With seven or eight players</source>
        <translation>Med sju eller åtta spelare</translation>
    </message>
    <message>
        <source>With eight players</source>
        <translation>Med åtta spelare</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <source>Equal worst cards</source>
        <translation>Lika dåliga kort</translation>
    </message>
    <message>
        <source>Which of two equal worst cards (the same value in different colours, or two wild ones) is the worse.</source>
        <translation>Vilket av två lika dåliga kort (samma tal i olika färger, eller två ettor) som är sämst.</translation>
    </message>
    <message>
        <source>The one played later</source>
        <translation>Det som lades senare</translation>
    </message>
    <message>
        <source>The one played earlier</source>
        <translation>Det som lades först</translation>
    </message>
    <message>
        <source>Minus points per wild one left in hand</source>
        <translation>Minuspoäng per etta kvar på handen</translation>
    </message>
    <message>
        <source>Points for emptying your hand</source>
        <translation>Poäng för att tömma handen</translation>
    </message>
    <message>
        <source>Points for emptying your hand while becoming the fool</source>
        <translation>Poäng för att tömma handen och samtidigt bli narr</translation>
    </message>
    <message>
        <source>The game ends when a total is at or below</source>
        <translation>Spelet tar slut när någons summa är högst</translation>
    </message>
    <message>
        <source>The game ends when a player has emptied the hand this often</source>
        <translation>Spelet tar slut när någon har tömt handen så här många gånger</translation>
    </message>
    <message>
        <source>Counts the rounds in which the player got the points for emptying the hand (not the rounds in which they also became the fool).</source>
        <translation>Räknar de rundor där spelaren fick poängen för tom hand (inte de där spelaren också blev narr).</translation>
    </message>
    <message>
        <source>A trick of wild ones only is won by</source>
        <translation>Ett stick med bara ettor vinns av</translation>
    </message>
    <message>
        <source>The first wild one played</source>
        <translation>Den första ettan som spelades</translation>
    </message>
    <message>
        <source>The last wild one played</source>
        <translation>Den sista ettan som spelades</translation>
    </message>
    <message>
        <source>Tie for the highest total</source>
        <translation>Lika om högsta summan</translation>
    </message>
    <message>
        <source>Most emptied hands wins, else they share</source>
        <translation>Flest tömda händer vinner, annars delar de</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>Standard rules</source>
        <translation>Standardregler</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n i listan</numerusform>
            <numerusform>%n i listan</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules that cannot be read</source>
        <translation>Husregler som inte går att läsa</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n till</numerusform>
            <numerusform>%n till</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules: {game}</source>
        <translation>Husregler: {game}</translation>
    </message>
    <message>
        <source>House rules for {game}</source>
        <translation>Husregler för {game}</translation>
    </message>
    <message>
        <source>House rules for {game} with {count} players</source>
        <translation>Husregler för {game} med {count} spelare</translation>
    </message>
    <message>
        <source>Problem with these rules</source>
        <translation>Problem med de här reglerna</translation>
    </message>
    <message>
        <source>Put every rule back to the standard game</source>
        <translation>Återställ alla regler till standardspelet</translation>
    </message>
    <message>
        <source>Rules text (F1)</source>
        <translation>Regeltext (F1)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Uppsättning:</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Spara som…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Byt namn…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportera…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importera…</translation>
    </message>
    <message>
        <source>Your own changes</source>
        <translation>Dina egna ändringar</translation>
    </message>
    <message>
        <source>Save the house rules</source>
        <translation>Spara husreglerna</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Uppsättningens namn:</translation>
    </message>
    <message>
        <source>Replace the preset?</source>
        <translation>Ersätta uppsättningen?</translation>
    </message>
    <message>
        <source>A preset called “{name}” exists. Replace it?</source>
        <translation>Det finns redan en uppsättning som heter ”{name}”. Vill du ersätta den?</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Sparat som ”{name}”.</translation>
    </message>
    <message>
        <source>Rename the preset</source>
        <translation>Byt namn på uppsättningen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nytt namn:</translation>
    </message>
    <message>
        <source>Renamed to “{name}”.</source>
        <translation>Bytte namn till ”{name}”.</translation>
    </message>
    <message>
        <source>Delete the preset?</source>
        <translation>Ta bort uppsättningen?</translation>
    </message>
    <message>
        <source>Delete the preset “{name}”? The rules in the form stay as they are.</source>
        <translation>Ta bort uppsättningen ”{name}”? Reglerna i formuläret förblir som de är.</translation>
    </message>
    <message>
        <source>“{name}” was deleted.</source>
        <translation>”{name}” togs bort.</translation>
    </message>
    <message>
        <source>Export the house rules</source>
        <translation>Exportera husreglerna</translation>
    </message>
    <message>
        <source>Fjols house rules (*.json)</source>
        <translation>Husregler för Fjols (*.json)</translation>
    </message>
    <message>
        <source>“{name}” was exported to {file}.</source>
        <translation>”{name}” exporterades till {file}.</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Importera husregler</translation>
    </message>
    <message>
        <source>Fjols house rules (*.json);;All files (*)</source>
        <translation>Husregler för Fjols (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>{file} was not imported: {problem}</source>
        <translation>{file} importerades inte: {problem}</translation>
    </message>
    <message>
        <source>{file} holds house rules for {game}, not for this game; nothing was imported.</source>
        <translation>{file} innehåller husregler för {game}, inte för det här spelet; inget importerades.</translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation>Importerade ”{name}”.</translation>
    </message>
</context>
<context>
    <name>IntListEditor</name>
    <message>
        <source>{label}, number {n}</source>
        <translation>{label}, nummer {n}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Lille Bjørn</source>
        <translation>Lilla Björn</translation>
    </message>
    <message>
        <source>Plays from the hand and forgets what has been played.</source>
        <translation>Spelar från handen och glömmer vad som har spelats.</translation>
    </message>
    <message>
        <source>Mor</source>
        <translation>Mamma</translation>
    </message>
    <message>
        <source>Counts the cards and knows the tricks of the game.</source>
        <translation>Räknar korten och kan spelets knep.</translation>
    </message>
    <message>
        <source>Morfar</source>
        <translation>Morfar</translation>
    </message>
    <message>
        <source>Thinks every card through by playing the hand out in his head.</source>
        <translation>Tänker igenom varje kort genom att spela färdigt given i huvudet.</translation>
    </message>
    <message>
        <source>Terningen</source>
        <translation>Tärningen</translation>
    </message>
    <message>
        <source>Plays any allowed card at random.</source>
        <translation>Lägger ett slumpvis valt tillåtet kort.</translation>
    </message>
    <message>
        <source>{name} ({strength})</source>
        <translation>{name} ({strength})</translation>
    </message>
    <message>
        <source>random cards</source>
        <translation>slumpvis</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lätt</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svår</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scoresheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The scores of each deal are written here.</source>
        <translation>Här skrivs poängen för varje giv in.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Börja om given</translation>
    </message>
    <message>
        <source>Deal the ne&amp;xt hand</source>
        <translation>&amp;Ge nästa giv</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;About Fjols</source>
        <translation>&amp;Om Fjols</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Huvudverktygsfält</translation>
    </message>
    <message>
        <source>What happens at the table</source>
        <translation>Vad som händer vid bordet</translation>
    </message>
    <message>
        <source>Game and deal</source>
        <translation>Spel och giv</translation>
    </message>
    <message>
        <source>House rules at this table</source>
        <translation>Husregler vid det här bordet</translation>
    </message>
    <message>
        <source>Cannot start</source>
        <translation>Kan inte starta</translation>
    </message>
    <message>
        <source>House rules: {summary}</source>
        <translation>Husregler: {summary}</translation>
    </message>
    <message>
        <source>Click to read the rules (F1).</source>
        <translation>Klicka för att läsa reglerna (F1).</translation>
    </message>
    <message>
        <source>About Fjols</source>
        <translation>Om Fjols</translation>
    </message>
    <message>
        <source>Fjols: a card table for the whole family.
Version {version}.</source>
        <translation>Fjols: ett kortbord för hela familjen.
Version {version}.</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Väntar på {name}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Given är slut</translation>
    </message>
    <message>
        <source>Your turn, {name}. {prompt}</source>
        <translation>Din tur, {name}. {prompt}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tänker…</translation>
    </message>
    <message>
        <source>Waiting for {names}</source>
        <translation>Väntar på {names}</translation>
    </message>
    <message>
        <source>Choose a game to start: Game ▸ New game.</source>
        <translation>Välj ett spel för att börja: Spel ▸ Nytt spel.</translation>
    </message>
    <message>
        <source>{game} · deal {number}</source>
        <translation>{game} · giv {number}</translation>
    </message>
</context>
<context>
    <name>NamePlate</name>
    <message>
        <source>D</source>
        <comment>the dealer button: first letter of &apos;dealer&apos;</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pelare:</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Husregler…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Family…</source>
        <translation>Familjen…</translation>
    </message>
    <message>
        <source>The name in seat {number} is too long.</source>
        <translation>Namnet på plats {number} är för långt.</translation>
    </message>
    <message>
        <source>The name in seat {number} has no letter that can be saved.</source>
        <translation>Namnet på plats {number} har ingen bokstav som kan sparas.</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Plats &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Dator: {level}</translation>
    </message>
    <message>
        <source>House rules: {summary}</source>
        <translation>Husregler: {summary}</translation>
    </message>
</context>
<context>
    <name>OptionsForm</name>
    <message>
        <source>Groups of rules</source>
        <translation>Regelgrupper</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allmänt</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} till {high}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>Från {low} till {high}</translation>
    </message>
</context>
<context>
    <name>PenaltyCardsEditor</name>
    <message>
        <source>Every club ♣</source>
        <translation>Alla klöver ♣</translation>
    </message>
    <message>
        <source>Every diamond ♦</source>
        <translation>Alla ruter ♦</translation>
    </message>
    <message>
        <source>Every heart ♥</source>
        <translation>Alla hjärter ♥</translation>
    </message>
    <message>
        <source>Every spade ♠</source>
        <translation>Alla spader ♠</translation>
    </message>
    <message>
        <source>Every black card ♣ ♠</source>
        <translation>Alla svarta kort ♣ ♠</translation>
    </message>
    <message>
        <source>Every red card ♦ ♥</source>
        <translation>Alla röda kort ♦ ♥</translation>
    </message>
    <message>
        <source>All four twos</source>
        <translation>Alla fyra tvåor</translation>
    </message>
    <message>
        <source>All four threes</source>
        <translation>Alla fyra treor</translation>
    </message>
    <message>
        <source>All four fours</source>
        <translation>Alla fyra fyror</translation>
    </message>
    <message>
        <source>All four fives</source>
        <translation>Alla fyra femmor</translation>
    </message>
    <message>
        <source>All four sixes</source>
        <translation>Alla fyra sexor</translation>
    </message>
    <message>
        <source>All four sevens</source>
        <translation>Alla fyra sjuor</translation>
    </message>
    <message>
        <source>All four eights</source>
        <translation>Alla fyra åttor</translation>
    </message>
    <message>
        <source>All four nines</source>
        <translation>Alla fyra nior</translation>
    </message>
    <message>
        <source>All four tens</source>
        <translation>Alla fyra tior</translation>
    </message>
    <message>
        <source>All four jacks</source>
        <translation>Alla fyra knektar</translation>
    </message>
    <message>
        <source>All four queens</source>
        <translation>Alla fyra damer</translation>
    </message>
    <message>
        <source>All four kings</source>
        <translation>Alla fyra kungar</translation>
    </message>
    <message>
        <source>All four aces</source>
        <translation>Alla fyra ess</translation>
    </message>
    <message>
        <source>One card:</source>
        <translation>Ett kort:</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Points each</source>
        <translation>Poäng per kort</translation>
    </message>
    <message>
        <source>Add cards</source>
        <translation>Lägg till kort</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <translation>Kort: {cards}</translation>
    </message>
    <message>
        <source>Cards, row {n}</source>
        <translation>Kort, rad {n}</translation>
    </message>
    <message>
        <source>Points each, row {n}</source>
        <translation>Poäng per kort, rad {n}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <source>the trick</source>
        <translation>sticket</translation>
    </message>
    <message>
        <source>a row</source>
        <translation>en rad</translation>
    </message>
    <message>
        <source>the cards to pass</source>
        <translation>korten som ska skickas</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Tagna</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talong</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Uppvänt kort</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Slänghög</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>FOOL</source>
        <translation>FOOL</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>talongen</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hand</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>det uppvända kortet</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>slänghögen</translation>
    </message>
    <message>
        <source>the chain</source>
        <translation>högen</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>bordet</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Skickade</translation>
    </message>
</context>
<context>
    <name>PlacePointsEditor</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Points per place with %n player(s)</source>
        <translation>
            <numerusform>Poäng per placering med %n spelare</numerusform>
            <numerusform>Poäng per placering med %n spelare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pela</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>&amp;Take back your move</source>
        <translation>&amp;Ångra ditt drag</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Sista sticket</translation>
    </message>
    <message>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Granska förra given…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>Tangent&amp;bord</translation>
    </message>
    <message>
        <source>Choose the card to the left</source>
        <translation>Välj kortet till vänster</translation>
    </message>
    <message>
        <source>Choose the card to the right</source>
        <translation>Välj kortet till höger</translation>
    </message>
    <message>
        <source>Lift the chosen card</source>
        <translation>Lyft det valda kortet</translation>
    </message>
    <message>
        <source>Put the chosen card down</source>
        <translation>Lägg ner det valda kortet</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Spela de valda korten</translation>
    </message>
    <message>
        <source>Default action (the button under the hand)</source>
        <translation>Standardhandling (knappen under handen)</translation>
    </message>
    <message>
        <source>Put every card down</source>
        <translation>Lägg ner alla kort</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Funderar på ett tips…</translation>
    </message>
    <message>
        <source>Take back your move?</source>
        <translation>Ångra ditt drag?</translation>
    </message>
    <message>
        <source>Taking back moves is learner mode: the scoresheet will mark this match. Turn learner mode on?</source>
        <translation>Att ångra drag hör till övningsläget: protokollet kommer att markera det här partiet. Slå på övningsläget?</translation>
    </message>
    <message>
        <source>(cannot be played now)</source>
        <translation>(kan inte spelas nu)</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} och {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n imagined deal(s)</source>
        <translation>
            <numerusform>%n tänkt giv</numerusform>
            <numerusform>%n tänkta givar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imagined round(s)</source>
        <translation>
            <numerusform>%n tänkt runda</numerusform>
            <numerusform>%n tänkta rundor</numerusform>
        </translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Det draget är inte tillåtet nu.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <source>This deal is over.</source>
        <translation>Den här given är slut.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Du har inte {card}.</translation>
    </message>
    <message>
        <source>You must follow suit: you still hold {suit}.</source>
        <translation>Du måste bekänna färg: du har fortfarande {suit}.</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Spela ett kort från handen.</translation>
    </message>
    <message>
        <source>This game is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Det här spelet är för {minimum} till {maximum} spelare, inte {seats}.</translation>
    </message>
    <message>
        <source>The house rule “{option}” has a value that cannot be used.</source>
        <translation>Husregeln ”{option}” har ett värde som inte går att använda.</translation>
    </message>
    <message>
        <source>The saved house rules could not be read.</source>
        <translation>De sparade husreglerna gick inte att läsa.</translation>
    </message>
    <message>
        <source>{card} is listed twice: give each card its points once.</source>
        <translation>{card} står med två gånger: ge varje kort dess poäng en gång.</translation>
    </message>
    <message>
        <source>{card} may count from {minimum} to {maximum} points, not {value}.</source>
        <translation>{card} kan räknas från {minimum} till {maximum} poäng, inte {value}.</translation>
    </message>
    <message>
        <source>Pass the computer to {seat} first.</source>
        <translation>Lämna först datorn till {seat}.</translation>
    </message>
    <message>
        <source>Drop the card on {pile}.</source>
        <translation>Släpp kortet på {pile}.</translation>
    </message>
    <message>
        <source>{card} cannot be played there.</source>
        <translation>{card} kan inte spelas där.</translation>
    </message>
    <message>
        <source>Select one more card.</source>
        <translation>Välj ett kort till.</translation>
    </message>
    <message>
        <source>Select {count} more cards.</source>
        <translation>Välj {count} kort till.</translation>
    </message>
    <message>
        <source>{seat}&apos;s computer player failed; a random move was played.</source>
        <translation>{seat}s datorspelare misslyckades; ett slumpvis drag spelades.</translation>
    </message>
    <message>
        <source>This is the only move allowed.</source>
        <translation>Det här är det enda tillåtna draget.</translation>
    </message>
    <message>
        <source>The other moves all come to the same.</source>
        <translation>Alla drag ger samma resultat.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Slumpvis valt.</translation>
    </message>
    <message>
        <source>No reason given.</source>
        <translation>Inget skäl angivet.</translation>
    </message>
    <message>
        <source>This did best in {worlds}.</source>
        <translation>Det här blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>till vänster</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>till höger</translation>
    </message>
    <message>
        <source>across</source>
        <translation>rakt över</translation>
    </message>
    <message>
        <source>two seats to the left</source>
        <translation>två platser till vänster</translation>
    </message>
    <message>
        <source>two seats to the right</source>
        <translation>två platser till höger</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>inget byte</translation>
    </message>
</context>
<context>
    <name>Reasons:davoserjas</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vänta: det är {turn}s tur.</translation>
    </message>
    <message>
        <source>There is no passing in this round: play a card.</source>
        <translation>Man kan inte passa i den här rundan: spela ett kort.</translation>
    </message>
    <message>
        <source>A card of yours fits, so you may not pass.</source>
        <translation>Ett av dina kort passar, så du får inte passa.</translation>
    </message>
    <message>
        <source>Lay a card in the kabale, or pass.</source>
        <translation>Lägg ett kort i kabalen, eller passa.</translation>
    </message>
    <message>
        <source>Lay your seven first.</source>
        <translation>Lägg din sjua först.</translation>
    </message>
    <message>
        <source>{card} does not fit the {row} row yet.</source>
        <translation>{card} passar inte i {row}-raden än.</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spela ut valfritt kort.</translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation>Bekänn färg: spela en {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation>Du kan inte bekänna färg: spela valfritt kort.</translation>
    </message>
    <message>
        <source>Lay a card next to its row.</source>
        <translation>Lägg ett kort vid raden det hör till.</translation>
    </message>
    <message>
        <source>Nothing fits: you must pass.</source>
        <translation>Inget passar: du måste passa.</translation>
    </message>
    <message>
        <source>Round {index} of {of}: {id}</source>
        <translation>Runda {index} av {of}: {id}</translation>
    </message>
    <message>
        <source>Round {index} of {of}: {name}</source>
        <translation>Runda {index} av {of}: {name}</translation>
    </message>
    <message>
        <source>+{points} per trick</source>
        <translation>+{points} per stick</translation>
    </message>
    <message>
        <source>+{points} per {cards} taken</source>
        <translation>+{points} per {cards} du tar</translation>
    </message>
    <message>
        <source>+{points} for the first trick</source>
        <translation>+{points} för första sticket</translation>
    </message>
    <message>
        <source>+{points} for the last trick</source>
        <translation>+{points} för sista sticket</translation>
    </message>
    <message>
        <source>+{points} per pass</source>
        <translation>+{points} per pass</translation>
    </message>
    <message>
        <source>+{points} per card left when someone is out</source>
        <translation>+{points} per kort kvar när någon är ute</translation>
    </message>
    <message>
        <source>+{points} per place behind the winner</source>
        <translation>+{points} per plats bakom vinnaren</translation>
    </message>
    <message>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
    <message>
        <source>−{points} for the first out</source>
        <translation>−{points} till den som går ut först</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Out of play: {cards}</source>
        <translation>Ur spel: {cards}</translation>
    </message>
    <message>
        <source>The ace is low.</source>
        <translation>Esset är lågt.</translation>
    </message>
    <message>
        <source>The ace goes below the two.</source>
        <translation>Esset kommer under tvåan.</translation>
    </message>
    <message>
        <source>The ace goes above the king.</source>
        <translation>Esset kommer över kungen.</translation>
    </message>
    <message>
        <source>The sevens were laid out first.</source>
        <translation>Sjuorna lades ut först.</translation>
    </message>
    <message>
        <source>Holding a seven, you lay it first.</source>
        <translation>Har du en sjua lägger du den först.</translation>
    </message>
    <message>
        <source>Sevens are laid in turn.</source>
        <translation>Sjuorna läggs i tur och ordning.</translation>
    </message>
    <message>
        <source>{suit}</source>
        <translation>{suit}</translation>
    </message>
    <message>
        <source>{seat} is out ({place}).</source>
        <translation>{seat} är ute ({place}).</translation>
    </message>
    <message>
        <source>Every penalty was taken after trick {after_trick}.</source>
        <translation>Alla straffpoäng var tagna efter stick {after_trick}.</translation>
    </message>
    <message>
        <source>“{cards}” names no cards: write suits (C D H S), ranks (2–10 J Q K A) or cards like KC.</source>
        <translation>”{cards}” anger inga kort: skriv färger (C D H S), valörer (2–10 J Q K A) eller kort som KC.</translation>
    </message>
    <message>
        <source>Round “{round}” penalises the same cards twice.</source>
        <translation>Rundan ”{round}” straffar samma kort två gånger.</translation>
    </message>
    <message>
        <source>A round is listed twice.</source>
        <translation>En runda står med två gånger.</translation>
    </message>
    <message>
        <source>At least one round must be played.</source>
        <translation>Minst en runda måste spelas.</translation>
    </message>
    <message>
        <source>At most {maximum} rounds.</source>
        <translation>Högst {maximum} rundor.</translation>
    </message>
    <message>
        <source>List each of the four twos once.</source>
        <translation>Ta med var och en av de fyra tvåorna en gång.</translation>
    </message>
    <message>
        <source>The name of round “{round}” is too long.</source>
        <translation>Namnet på rundan ”{round}” är för långt.</translation>
    </message>
    <message>
        <source>Round key “{round}”: use lower-case letters, digits and _.</source>
        <translation>Rundnyckeln ”{round}”: använd små bokstäver, siffror och _.</translation>
    </message>
    <message>
        <source>Round “{round}” needs five place points (for 3 to 7 players).</source>
        <translation>Rundan ”{round}” behöver fem placeringspoäng (för 3 till 7 spelare).</translation>
    </message>
    <message>
        <source>Round “{round}” has a value that cannot be used.</source>
        <translation>Rundan ”{round}” har ett värde som inte går att använda.</translation>
    </message>
    <message>
        <source>Lead low with {card}: someone else holds a higher card of that suit.</source>
        <translation>Spela ut lågt med {card}: någon annan har ett högre kort i den färgen.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody else holds a higher card of that suit, so it wins the trick.</source>
        <translation>Spela ut {card}: ingen annan har ett högre kort i den färgen, så det tar sticket.</translation>
    </message>
    <message>
        <source>Nothing in this trick costs so far: get rid of the high {card}.</source>
        <translation>Inget i det här sticket kostar hittills: bli av med det höga kortet {card}.</translation>
    </message>
    <message>
        <source>Play {card} and keep for the last trick the card the others are likelier to beat.</source>
        <translation>Spela {card} och spara det kort som de andra lättare slår till sista sticket.</translation>
    </message>
    <message>
        <source>{card} did best in {worlds}.</source>
        <translation>{card} blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Lead {card}: several higher cards of that suit are still out.</source>
        <translation>Spela ut {card}: flera högre kort i den färgen är fortfarande ute.</translation>
    </message>
    <message>
        <source>Lead a low card, {card}, to drive out the costly cards above it.</source>
        <translation>Spela ut ett lågt kort, {card}, för att driva ut de dyra korten över det.</translation>
    </message>
    <message>
        <source>Only the last trick costs: lead the high {card} while tricks are still free.</source>
        <translation>Bara sista sticket kostar: spela ut det höga kortet {card} medan sticken fortfarande är gratis.</translation>
    </message>
    <message>
        <source>Last to play and the trick costs nothing: take it with {card}.</source>
        <translation>Sist att lägga och sticket kostar ingenting: ta det med {card}.</translation>
    </message>
    <message>
        <source>{card} is the highest card that still loses the trick.</source>
        <translation>{card} är det högsta kort som ändå inte tar sticket.</translation>
    </message>
    <message>
        <source>{card} stays under the trick: someone else takes it.</source>
        <translation>{card} stannar under sticket: någon annan tar det.</translation>
    </message>
    <message>
        <source>Someone else takes this trick: give them {card}, which costs points.</source>
        <translation>Någon annan tar det här sticket: ge dem {card}, som kostar poäng.</translation>
    </message>
    <message>
        <source>This trick cannot be ducked: win it with the highest card, {card}.</source>
        <translation>Det här sticket går inte att undvika: ta det med det högsta kortet, {card}.</translation>
    </message>
    <message>
        <source>Nothing ducks under this trick: play the lowest, {card}, and hope someone goes higher.</source>
        <translation>Inget går under det här sticket: lägg det lägsta, {card}, och hoppas att någon går högre.</translation>
    </message>
    <message>
        <source>You cannot follow suit: get rid of the high {card}.</source>
        <translation>Du kan inte bekänna färg: bli av med det höga kortet {card}.</translation>
    </message>
    <message>
        <source>Follow with the lowest card, {card}.</source>
        <translation>Bekänn med det lägsta kortet, {card}.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens the way to a card of your own further along the row.</source>
        <translation>Lägg {card}: det banar väg för ett av dina egna kort längre fram i raden.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens the way to {count} cards of your own further along the row.</source>
        <translation>Lägg {card}: det banar väg för {count} av dina egna kort längre fram i raden.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens nothing for the others.</source>
        <translation>Lägg {card}: det öppnar inget för de andra.</translation>
    </message>
    <message>
        <source>Lay {card}: it helps the others least; hold back the cards they are waiting for.</source>
        <translation>Lägg {card}: det hjälper de andra minst; håll inne med korten de väntar på.</translation>
    </message>
    <message>
        <source>Lay {card}: it fits.</source>
        <translation>Lägg {card}: det passar.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bara en känsla.</translation>
    </message>
    <message>
        <source>{id}</source>
        <translation>{id}</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1:a</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2:a</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3:e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4:e</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5:e</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6:e</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7:e</translation>
    </message>
</context>
<context>
    <name>Reasons:durak</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vänta: det är {turn}s tur.</translation>
    </message>
    <message>
        <source>{card} is already beaten.</source>
        <translation>{card} är redan slagen.</translation>
    </message>
    <message>
        <source>You have already shown {card}.</source>
        <translation>Du har redan visat {card}.</translation>
    </message>
    <message>
        <source>{card} is not on the table.</source>
        <translation>{card} ligger inte på bordet.</translation>
    </message>
    <message>
        <source>{card} is too low to beat {attack}.</source>
        <translation>{card} är för låg för att slå {attack}.</translation>
    </message>
    <message>
        <source>{card} cannot beat {attack}: use a higher card of its suit or a trump.</source>
        <translation>{card} kan inte slå {attack}: använd ett högre kort i samma färg eller en trumf.</translation>
    </message>
    <message>
        <source>{attack} is a trump: only a higher trump beats it.</source>
        <translation>{attack} är trumf: bara en högre trumf slår den.</translation>
    </message>
    <message>
        <source>{card} cannot beat {attack}: that trump ranks higher.</source>
        <translation>{card} kan inte slå {attack}: den trumfen är högre.</translation>
    </message>
    <message>
        <source>Attack with cards of one rank only.</source>
        <translation>Anfall bara med kort av samma valör.</translation>
    </message>
    <message>
        <source>You start this bout: attack with a card.</source>
        <translation>Du börjar den här dusten: anfall med ett kort.</translation>
    </message>
    <message>
        <source>Only ranks already on the table may be added; {card} is not one of them.</source>
        <translation>Bara valörer som redan ligger på bordet får läggas till; {card} är inte en av dem.</translation>
    </message>
    <message>
        <source>The table is full: at most {cap} attack cards.</source>
        <translation>Bordet är fullt: högst {cap} anfallskort.</translation>
    </message>
    <message>
        <source>Too many: the defender holds only {cards} cards.</source>
        <translation>För många: försvararen har bara {cards} kort.</translation>
    </message>
    <message>
        <source>Too many: the defender holds only one card.</source>
        <translation>För många: försvararen har bara ett kort.</translation>
    </message>
    <message>
        <source>In prostoy you attack with one card, a pair and one more, or two pairs and one more.</source>
        <translation>I prostoj anfaller man med ett kort, ett par och ett till, eller två par och ett till.</translation>
    </message>
    <message>
        <source>In prostoy you attack with one, three or five cards, not {count}.</source>
        <translation>I prostoj anfaller man med ett, tre eller fem kort, inte {count}.</translation>
    </message>
    <message>
        <source>There is no taking in prostoy: beat the cards or say you are done.</source>
        <translation>I prostoj tar man inte upp: slå korten eller säg att du är klar.</translation>
    </message>
    <message>
        <source>Beat the cards or take them.</source>
        <translation>Slå korten eller ta upp dem.</translation>
    </message>
    <message>
        <source>Passing the attack on is not part of {variant}.</source>
        <translation>Att skicka anfallet vidare hör inte till {variant}.</translation>
    </message>
    <message>
        <source>Passing on by showing a trump is not played at this table.</source>
        <translation>Att skicka vidare genom att visa en trumf spelas inte vid det här bordet.</translation>
    </message>
    <message>
        <source>Too late to pass the attack on: a card is already beaten.</source>
        <translation>För sent att skicka anfallet vidare: ett kort är redan slaget.</translation>
    </message>
    <message>
        <source>Pass the attack on with a {rank}.</source>
        <translation>Skicka anfallet vidare med en {rank}.</translation>
    </message>
    <message>
        <source>Pass the attack on with one card only.</source>
        <translation>Skicka anfallet vidare med bara ett kort.</translation>
    </message>
    <message>
        <source>Show the trump of the attack&apos;s rank, not {card}.</source>
        <translation>Visa trumfen i anfallets valör, inte {card}.</translation>
    </message>
    <message>
        <source>There is nobody to pass the attack on to.</source>
        <translation>Det finns ingen att skicka anfallet vidare till.</translation>
    </message>
    <message>
        <source>{seat} holds only {cards} cards: too few to defend {needed}.</source>
        <translation>{seat} har bara {cards} kort: för få för att försvara {needed}.</translation>
    </message>
    <message>
        <source>{seat} holds only one card: too few to defend {needed}.</source>
        <translation>{seat} har bara ett kort: för få för att försvara {needed}.</translation>
    </message>
    <message>
        <source>Only {card} may be swapped for the trump card.</source>
        <translation>Bara {card} får bytas mot trumfkortet.</translation>
    </message>
    <message>
        <source>First swap your {card} for the trump card, or keep it.</source>
        <translation>Byt först din {card} mot trumfkortet, eller behåll den.</translation>
    </message>
    <message>
        <source>Beat every card, or take them all.</source>
        <translation>Slå varje kort, eller ta upp allihop.</translation>
    </message>
    <message>
        <source>Beat the cards you can, then say you are done.</source>
        <translation>Slå de kort du kan och säg sedan att du är klar.</translation>
    </message>
    <message>
        <source>Add cards of the ranks on the table against {defender}, or add nothing.</source>
        <translation>Lägg till kort av valörerna på bordet mot {defender}, eller lägg inget.</translation>
    </message>
    <message>
        <source>{defender} takes: add cards of the ranks on the table, or add nothing.</source>
        <translation>{defender} tar upp: lägg till kort av valörerna på bordet, eller lägg inget.</translation>
    </message>
    <message>
        <source>Attack {defender}: drag a card (or several of one rank) to the table.</source>
        <translation>Anfall {defender}: dra ett kort (eller flera av samma valör) till bordet.</translation>
    </message>
    <message>
        <source>Swap your {card} for {trump} under the talon? Drop it on the trump card.</source>
        <translation>Byta din {card} mot {trump} under talongen? Släpp den på trumfkortet.</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Trumf {suit}</translation>
    </message>
    <message>
        <source>Second trump {suit}, above the first</source>
        <translation>Andra trumfen {suit}, över den första</translation>
    </message>
    <message>
        <source>Trump is now {suit}</source>
        <translation>Trumf är nu {suit}</translation>
    </message>
    <message>
        <source>{card} sets trump and stays in {seat}&apos;s hand.</source>
        <translation>{card} bestämmer trumf och stannar på {seat}s hand.</translation>
    </message>
    <message>
        <source>{seat} showed {card}, the lowest trump, and attacks first.</source>
        <translation>{seat} visade {card}, lägsta trumfen, och anfaller först.</translation>
    </message>
    <message>
        <source>{seat} may swap {card} for the trump card.</source>
        <translation>{seat} får byta {card} mot trumfkortet.</translation>
    </message>
    <message>
        <source>Partners: {seats}</source>
        <translation>Partner: {seats}</translation>
    </message>
    <message>
        <source>{seat} attacks.</source>
        <translation>{seat} anfaller.</translation>
    </message>
    <message>
        <source>{seat} defends.</source>
        <translation>{seat} försvarar sig.</translation>
    </message>
    <message>
        <source>At most {cap} attack cards in this bout.</source>
        <translation>Högst {cap} anfallskort i den här dusten.</translation>
    </message>
    <message>
        <source>{seat} is out.</source>
        <translation>{seat} är ute.</translation>
    </message>
    <message>
        <source>A draw: nobody is the durak.</source>
        <translation>Oavgjort: ingen blir durak.</translation>
    </message>
    <message>
        <source>{seat} is the durak!</source>
        <translation>{seat} är durak!</translation>
    </message>
    <message>
        <source>{seats} lose: they are the durak.</source>
        <translation>{seats} förlorar: de är durak.</translation>
    </message>
    <message>
        <source>With slips: the last attack was a six!</source>
        <translation>Med slips: sista anfallskortet var en sexa!</translation>
    </message>
    <message>
        <source>With {deck} cards, {variant} is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Med {deck} kort är {variant} för {minimum} till {maximum} spelare, inte {seats}.</translation>
    </message>
    <message>
        <source>With 24 cards, {variant} is for two players, not {seats}.</source>
        <translation>Med 24 kort är {variant} för två spelare, inte {seats}.</translation>
    </message>
    <message>
        <source>Teams of {teams} need {needed} players, not {seats}.</source>
        <translation>Lag om {teams} kräver {needed} spelare, inte {seats}.</translation>
    </message>
    <message>
        <source>Prostoy is not played in teams.</source>
        <translation>Prostoj spelas inte i lag.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bara en känsla.</translation>
    </message>
    <message>
        <source>Nobody can beat {card} any more: attack with it now.</source>
        <translation>Ingen kan slå {card} längre: anfall med det nu.</translation>
    </message>
    <message>
        <source>The talon is nearly gone: attack with several cards of one rank, {laid_cards}.</source>
        <translation>Talongen är nästan slut: anfall med flera kort av samma valör, {laid_cards}.</translation>
    </message>
    <message>
        <source>Attack with the low cards of one rank together: {laid_cards}.</source>
        <translation>Anfall med de låga korten av samma valör på en gång: {laid_cards}.</translation>
    </message>
    <message>
        <source>Attack with the lowest plain card, {card}, and keep the trumps.</source>
        <translation>Anfall med det lägsta vanliga kortet, {card}, och behåll trumferna.</translation>
    </message>
    <message>
        <source>Only trumps are left: attack with the lowest, {card}.</source>
        <translation>Bara trumf kvar: anfall med den lägsta, {card}.</translation>
    </message>
    <message>
        <source>Attack with {laid_cards}: as many cards as you may lay without a trump.</source>
        <translation>Anfall med {laid_cards}: så många kort som du får lägga utan trumf.</translation>
    </message>
    <message>
        <source>Beating {attack} with {card} did best in {worlds}.</source>
        <translation>Att slå {attack} med {card} blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Playing {laid_cards} did best in {worlds}.</source>
        <translation>Att spela {laid_cards} blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Passing the attack on with {laid_cards} did best in {worlds}.</source>
        <translation>Att skicka anfallet vidare med {laid_cards} blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Showing {card} to pass the attack on did best in {worlds}.</source>
        <translation>Att visa {card} och skicka anfallet vidare blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Taking the cards did best in {worlds}.</source>
        <translation>Att ta upp korten blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Stopping here did best in {worlds}.</source>
        <translation>Att sluta här blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Adding nothing did best in {worlds}.</source>
        <translation>Att inte kasta in något blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>This did best in {worlds}.</source>
        <translation>Det här blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Add nothing: keep these cards for later.</source>
        <translation>Kasta inte in något: spara korten till senare.</translation>
    </message>
    <message>
        <source>Add {laid_cards}: then your hand is empty.</source>
        <translation>Kasta in {laid_cards}: då är din hand tom.</translation>
    </message>
    <message>
        <source>The defender takes anyway: give them {laid_cards} too.</source>
        <translation>Försvararen tar ändå upp: kasta in {laid_cards} också.</translation>
    </message>
    <message>
        <source>Add the low cards {laid_cards}.</source>
        <translation>Kasta in de låga korten {laid_cards}.</translation>
    </message>
    <message>
        <source>Add {laid_cards}: no trump among them.</source>
        <translation>Kasta in {laid_cards}: ingen trumf bland dem.</translation>
    </message>
    <message>
        <source>Pass the attack on with {card}: it costs no trump.</source>
        <translation>Skicka anfallet vidare med {card}: det kostar ingen trumf.</translation>
    </message>
    <message>
        <source>Show {card} and pass the attack on: it costs nothing.</source>
        <translation>Visa {card} och skicka anfallet vidare: det kostar ingenting.</translation>
    </message>
    <message>
        <source>Beat {attack} with the cheapest card that does, {card}.</source>
        <translation>Slå {attack} med det billigaste kort som räcker, {card}.</translation>
    </message>
    <message>
        <source>Only a trump beats {attack}: use the lowest, {card}.</source>
        <translation>Bara trumf slår {attack}: använd den lägsta, {card}.</translation>
    </message>
    <message>
        <source>Stop beating here and keep your trumps.</source>
        <translation>Slå inte fler här och behåll dina trumfer.</translation>
    </message>
    <message>
        <source>You cannot beat every card: take them.</source>
        <translation>Du kan inte slå alla korten: ta upp dem.</translation>
    </message>
    <message>
        <source>Take the trump you are offered: trumps are worth more early in the game.</source>
        <translation>Ta upp trumfen du blir erbjuden: tidigt i given är trumf värd mer.</translation>
    </message>
    <message>
        <source>Take the cards rather than spend {card} this early.</source>
        <translation>Ta hellre upp korten än att offra {card} så tidigt.</translation>
    </message>
    <message>
        <source>Swap {card} for the trump card under the talon: a higher trump for the lowest.</source>
        <translation>Byt {card} mot trumfkortet under talongen: en högre trumf för den lägsta.</translation>
    </message>
    <message>
        <source>Attack with the lowest card, {card}.</source>
        <translation>Anfall med det lägsta kortet, {card}.</translation>
    </message>
    <message>
        <source>Add the lowest card that matches, {card}.</source>
        <translation>Kasta in det lägsta kortet som passar, {card}.</translation>
    </message>
    <message>
        <source>Beat {attack} with {card}.</source>
        <translation>Slå {attack} med {card}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: beating {attack} with {card} plays out best.</source>
        <translation>Talongen är slut och alla kort är kända: bäst är att slå {attack} med {card}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: {laid_cards} plays out best.</source>
        <translation>Talongen är slut och alla kort är kända: bäst är att spela {laid_cards}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: taking plays out best.</source>
        <translation>Talongen är slut och alla kort är kända: bäst är att ta upp.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: stopping here plays out best.</source>
        <translation>Talongen är slut och alla kort är kända: bäst är att sluta här.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: adding nothing plays out best.</source>
        <translation>Talongen är slut och alla kort är kända: bäst är att inte kasta in något.</translation>
    </message>
    <message>
        <source>two</source>
        <translation>två</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>podkidnoy</source>
        <translation>podkidnoj</translation>
    </message>
    <message>
        <source>perevodnoy</source>
        <translation>perevodnoj</translation>
    </message>
    <message>
        <source>prostoy</source>
        <translation>prostoj</translation>
    </message>
    <message>
        <source>severnyi</source>
        <translation>severnyj</translation>
    </message>
</context>
<context>
    <name>Reasons:festudgave</name>
    <message>
        <source>{seat} is out of the game.</source>
        <translation>{seat} är ute ur spelet.</translation>
    </message>
    <message>
        <source>You have already signalled.</source>
        <translation>Du har redan gett tecken.</translation>
    </message>
    <message>
        <source>{trigger} has signalled: signal too, quickly!</source>
        <translation>{trigger} har gett tecken: ge tecken du också, fort!</translation>
    </message>
    <message>
        <source>Signal with your key.</source>
        <translation>Ge tecken med din tangent.</translation>
    </message>
    <message>
        <source>Too late: the time to signal is over.</source>
        <translation>För sent: tiden för att ge tecken är ute.</translation>
    </message>
    <message>
        <source>Nobody has signalled yet.</source>
        <translation>Ingen har gett tecken än.</translation>
    </message>
    <message>
        <source>You have chosen your card: wait for the others.</source>
        <translation>Du har valt ditt kort: vänta på de andra.</translation>
    </message>
    <message>
        <source>Wait for the next card to reach you.</source>
        <translation>Vänta tills nästa kort når dig.</translation>
    </message>
    <message>
        <source>You do not have four of a kind: the signal does not count.</source>
        <translation>Du har inte fyra lika: tecknet räknas inte.</translation>
    </message>
    <message>
        <source>Careful: without four of a kind a signal makes you the fjols.</source>
        <translation>Se upp: utan fyra lika gör tecknet dig till fjols.</translation>
    </message>
    <message>
        <source>{seat} signalled without four of a kind.</source>
        <translation>{seat} gav tecken utan fyra lika.</translation>
    </message>
    <message>
        <source>Everybody passes at once here: there is nothing to take.</source>
        <translation>Här skickar alla samtidigt: det finns inget att ta.</translation>
    </message>
    <message>
        <source>Your hand is full: pass a card first.</source>
        <translation>Din hand är full: skicka ett kort först.</translation>
    </message>
    <message>
        <source>No card is waiting for you.</source>
        <translation>Inget kort väntar på dig.</translation>
    </message>
    <message>
        <source>You hold {cards} cards: take the waiting card first.</source>
        <translation>Du har {cards} kort: ta först kortet som väntar.</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>Det är inget drag i det här spelet.</translation>
    </message>
    <message>
        <source>Choose a card to pass to {to}.</source>
        <translation>Välj ett kort att skicka till {to}.</translation>
    </message>
    <message>
        <source>Choose a card for the discard pile.</source>
        <translation>Välj ett kort till slänghögen.</translation>
    </message>
    <message>
        <source>Take the card waiting for you.</source>
        <translation>Ta kortet som väntar på dig.</translation>
    </message>
    <message>
        <source>Four of a kind: signal!</source>
        <translation>Fyra lika: ge tecken!</translation>
    </message>
    <message>
        <source>{trigger} signalled: signal too, quickly!</source>
        <translation>{trigger} gav tecken: ge tecken du också, fort!</translation>
    </message>
    <message>
        <source>A false signal makes you the fjols.</source>
        <translation>Ett falskt tecken gör dig till fjols.</translation>
    </message>
    <message>
        <source>A false signal does not count.</source>
        <translation>Ett falskt tecken räknas inte.</translation>
    </message>
    <message>
        <source>Four of a kind: finger on your nose!</source>
        <translation>Fyra lika: finger på näsan!</translation>
    </message>
    <message>
        <source>Four of a kind: grab a spoon!</source>
        <translation>Fyra lika: ta en sked!</translation>
    </message>
    <message>
        <source>Passing round {number}</source>
        <translation>Skickvarv {number}</translation>
    </message>
    <message>
        <source>Your next card comes from {seat}.</source>
        <translation>Ditt nästa kort kommer från {seat}.</translation>
    </message>
    <message>
        <source>Your next card comes from the stock.</source>
        <translation>Ditt nästa kort kommer från talongen.</translation>
    </message>
    <message>
        <source>{seat} signalled first!</source>
        <translation>{seat} gav tecken först!</translation>
    </message>
    <message>
        <source>One spoon left</source>
        <translation>En sked kvar</translation>
    </message>
    <message>
        <source>{count} spoons left</source>
        <translation>{count} skedar kvar</translation>
    </message>
    <message>
        <source>No spoons left</source>
        <translation>Inga skedar kvar</translation>
    </message>
    <message>
        <source>{seat} has the whole word and is out.</source>
        <translation>{seat} har hela ordet och är ute.</translation>
    </message>
    <message>
        <source>{seat} is the fjols!</source>
        <translation>{seat} är fjols!</translation>
    </message>
    <message>
        <source>Nobody signalled in time; the round is dealt again.</source>
        <translation>Ingen gav tecken i tid; rundan ges om.</translation>
    </message>
    <message>
        <source>{seat} was too late.</source>
        <translation>{seat} var för sen.</translation>
    </message>
    <message>
        <source>With a draw pile at most {maximum} can play, not {seats}.</source>
        <translation>Med talong kan högst {maximum} spela, inte {seats}.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bara en känsla.</translation>
    </message>
    <message>
        <source>Four of a kind ({rank}): signal!</source>
        <translation>Fyra lika ({rank}): ge tecken!</translation>
    </message>
    <message>
        <source>Collect {rank}, the rank you hold most of: pass on {card}.</source>
        <translation>Samla på {rank}, som du har flest av: skicka {card} vidare.</translation>
    </message>
    <message>
        <source>Collect {rank}: your right neighbour has passed you some lately, so more may come. Pass on {card}.</source>
        <translation>Samla på {rank}: grannen till höger har skickat dig några nyss, så fler kan komma. Skicka {card} vidare.</translation>
    </message>
    <message>
        <source>Pass on {card}: in {worlds} it gave four of a kind first {percent}% of the time.</source>
        <translation>Skicka {card} vidare: i {worlds} gav det fyra lika först i {percent} % av fallen.</translation>
    </message>
</context>
<context>
    <name>Reasons:fjols</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vänta: det är {turn}s tur.</translation>
    </message>
    <message>
        <source>That card does not beat {card}.</source>
        <translation>Det kortet slår inte {card}.</translation>
    </message>
    <message>
        <source>You can beat {card} with a higher {suit}: play that.</source>
        <translation>Du kan slå {card} med en högre {suit}: lägg den.</translation>
    </message>
    <message>
        <source>You can beat {card} in its suit, so you may not pick up.</source>
        <translation>Du kan slå {card} i samma färg, så du får inte ta upp.</translation>
    </message>
    <message>
        <source>You can beat {card}, so you may not pick up.</source>
        <translation>Du kan slå {card}, så du får inte ta upp.</translation>
    </message>
    <message>
        <source>You may not pick up {card} now.</source>
        <translation>Du får inte ta upp {card} nu.</translation>
    </message>
    <message>
        <source>There is nothing to pick up: lead any card.</source>
        <translation>Inget att ta upp: spela ut valfritt kort.</translation>
    </message>
    <message>
        <source>That is not a move in Fjols.</source>
        <translation>Det är inget drag i Fjols.</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spela ut valfritt kort.</translation>
    </message>
    <message>
        <source>Beat {card}, or pick it up.</source>
        <translation>Slå {card}, eller ta upp det.</translation>
    </message>
    <message>
        <source>You cannot beat {card}: pick it up.</source>
        <translation>Du kan inte slå {card}: ta upp det.</translation>
    </message>
    <message>
        <source>High trump {suit}</source>
        <translation>Högtrumf {suit}</translation>
    </message>
    <message>
        <source>Low trump {suit}</source>
        <translation>Lågtrumf {suit}</translation>
    </message>
    <message>
        <source>Turned up: {card}</source>
        <translation>Uppvänt: {card}</translation>
    </message>
    <message>
        <source>{seat} went out first and has won.</source>
        <translation>{seat} gick ut först och har vunnit.</translation>
    </message>
    <message>
        <source>{seat} is out ({place}).</source>
        <translation>{seat} är ute ({place}).</translation>
    </message>
    <message>
        <source>{seat} is the fjols!</source>
        <translation>{seat} är fjols!</translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation>{seat} gick ut först.</translation>
    </message>
    <message>
        <source>The deal went on too long; it is dealt again.</source>
        <translation>Given drog ut för länge; den ges om.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bara en känsla.</translation>
    </message>
    <message>
        <source>Lead the lowest card, {card}.</source>
        <translation>Spela ut det lägsta kortet, {card}.</translation>
    </message>
    <message>
        <source>Beat {target} with the lowest card that will do, {card}.</source>
        <translation>Slå {target} med det lägsta kort som räcker, {card}.</translation>
    </message>
    <message>
        <source>Lead the weakest card, {card}, and keep the trumps for beating.</source>
        <translation>Spela ut det svagaste kortet, {card}, och spara trumfen till att slå med.</translation>
    </message>
    <message>
        <source>Lead the weakest card, {card}.</source>
        <translation>Spela ut det svagaste kortet, {card}.</translation>
    </message>
    <message>
        <source>{seat} has one card left: lead {card}, the hardest card to beat.</source>
        <translation>{seat} har ett kort kvar: spela ut {card}, det kort som är svårast att slå.</translation>
    </message>
    <message>
        <source>Play the last card, {card}, and go out.</source>
        <translation>Spela det sista kortet, {card}, och gå ut.</translation>
    </message>
    <message>
        <source>{seat} is nearly out: give them {card}, the hardest card to beat.</source>
        <translation>{seat} är nästan ute: ge {card}, det kort som är svårast att slå.</translation>
    </message>
    <message>
        <source>Pick up the trump {card} rather than spend {keep}: the stock is still large.</source>
        <translation>Ta upp trumfen {card} hellre än att använda {keep}: talongen är fortfarande stor.</translation>
    </message>
    <message>
        <source>Nobody else can beat {card}: no card that beats it is left in the other hands or the stock.</source>
        <translation>Ingen annan kan slå {card}: inget kort som slår det finns kvar hos de andra eller i högen.</translation>
    </message>
    <message>
        <source>No plain card of yours beats {target}: beat it with the low trump {card}.</source>
        <translation>Inget av dina vanliga kort slår {target}: slå det med den låga trumfen {card}.</translation>
    </message>
    <message>
        <source>Only a high trump of yours beats {target}: use the lowest, {card}.</source>
        <translation>Bara en av dina högtrumfer slår {target}: använd den lägsta, {card}.</translation>
    </message>
    <message>
        <source>{card} did best in {worlds} played to the end.</source>
        <translation>{card} blev bäst i {worlds}, spelade till slut.</translation>
    </message>
    <message>
        <source>Picking up did best in {worlds} played to the end.</source>
        <translation>Att ta upp blev bäst i {worlds}, spelade till slut.</translation>
    </message>
    <message>
        <source>Beat {target} with the cheapest card, {card}, and keep the trumps.</source>
        <translation>Slå {target} med det billigaste kortet, {card}, och spara trumfen.</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1:a</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2:a</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3:e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4:e</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5:e</translation>
    </message>
</context>
<context>
    <name>Reasons:fool</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vänta: det är {turn}s tur.</translation>
    </message>
    <message>
        <source>You hold a fool disc: you sit out this trick.</source>
        <translation>Du har en Fool-bricka: du står över det här sticket.</translation>
    </message>
    <message>
        <source>You must follow {colour} (or play a wild 1).</source>
        <translation>Du måste bekänna färg: {colour} (eller spela en vit etta).</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spela ut valfritt kort.</translation>
    </message>
    <message>
        <source>A wild 1 was led: your card sets the colour.</source>
        <translation>En vit etta spelades ut: ditt kort bestämmer färgen.</translation>
    </message>
    <message>
        <source>Play {colour} (or a wild 1).</source>
        <translation>Spela {colour} (eller en vit etta).</translation>
    </message>
    <message>
        <source>You cannot follow the colour: play any card.</source>
        <translation>Du kan inte bekänna färg: spela valfritt kort.</translation>
    </message>
    <message>
        <source>One fool per trick</source>
        <translation>En narr per stick</translation>
    </message>
    <message>
        <source>{count} fools per trick</source>
        <translation>{count} narrar per stick</translation>
    </message>
    <message>
        <source>Lead colour: {colour}</source>
        <translation>Utspelad färg: {colour}</translation>
    </message>
    <message>
        <source>Lead colour: the next coloured card</source>
        <translation>Utspelad färg: nästa färgade kort</translation>
    </message>
    <message>
        <source>{seat} sits out this trick.</source>
        <translation>{seat} står över det här sticket.</translation>
    </message>
    <message>
        <source>{seat} played the worst card: the fool!</source>
        <translation>{seat} lade det sämsta kortet och blir narr!</translation>
    </message>
    <message>
        <source>Fool disc: sits out the next trick</source>
        <translation>Fool-bricka: står över nästa stick</translation>
    </message>
    <message>
        <source>{seat} went out but is a fool: no bonus.</source>
        <translation>{seat} gick ut men är narr: ingen bonus.</translation>
    </message>
    <message>
        <source>This choice of cards is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Det här kortvalet är för {minimum} till {maximum} spelare, inte {seats}.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt evenly to {seats} players.</source>
        <translation>De här korten går inte att dela jämnt mellan {seats} spelare.</translation>
    </message>
    <message>
        <source>Lead {card}: no higher card of its colour is left, so it wins the trick.</source>
        <translation>Spela ut {card}: inget högre kort i färgen finns kvar, så det vinner sticket.</translation>
    </message>
    <message>
        <source>Lead {card}: {seat} has no {colour} left and must play another colour or a wild 1.</source>
        <translation>Spela ut {card}: {seat} har slut på {colour} och måste spela en annan färg eller en vit etta.</translation>
    </message>
    <message>
        <source>Lead {card}: it will most likely stay above the cards still to come.</source>
        <translation>Spela ut {card}: det stannar med största sannolikhet över korten som kommer.</translation>
    </message>
    <message>
        <source>{card} cannot be the worst card of this trick any more: get rid of it safely.</source>
        <translation>{card} kan inte längre bli det sämsta kortet i sticket: bli av med det utan risk.</translation>
    </message>
    <message>
        <source>You cannot follow the colour: get rid of {card}.</source>
        <translation>Du kan inte bekänna färg: bli av med {card}.</translation>
    </message>
    <message>
        <source>Play {card}: it did best in {worlds}.</source>
        <translation>Spela {card}: det blev bäst i {worlds}.</translation>
    </message>
    <message>
        <source>Lead your highest card, {card}.</source>
        <translation>Spela ut ditt högsta kort, {card}.</translation>
    </message>
    <message>
        <source>Lead a wild 1: the next coloured card sets the colour.</source>
        <translation>Spela ut en vit etta: nästa färgade kort bestämmer färgen.</translation>
    </message>
    <message>
        <source>A wild 1 was led: {card} sets the colour.</source>
        <translation>En vit etta spelades ut: {card} bestämmer färgen.</translation>
    </message>
    <message>
        <source>A wild 1 counts as the lead colour, so it stays above any card of another colour.</source>
        <translation>En vit etta räknas till den utspelade färgen, så den ligger över alla kort i andra färger.</translation>
    </message>
    <message>
        <source>Play {card}: it will most likely stay above the cards still to come.</source>
        <translation>Spela {card}: det ligger troligen över korten som kommer efter.</translation>
    </message>
    <message>
        <source>You will probably be the fool whatever you play: at least get rid of {card}.</source>
        <translation>Du blir nog narr vad du än spelar: bli åtminstone av med {card}.</translation>
    </message>
    <message>
        <source>The round ends with this trick: get rid of the most expensive card, {card}.</source>
        <translation>Rundan slutar med det här sticket: bli av med det dyraste kortet, {card}.</translation>
    </message>
    <message>
        <source>Play {card}: of your cards it is the least likely to be the worst.</source>
        <translation>Spela {card}: av dina kort är det minst troligt att det blir det sämsta.</translation>
    </message>
    <message>
        <source>Play {card}: it will most likely not be the worst card of the trick.</source>
        <translation>Spela {card}: det blir med största sannolikhet inte det sämsta kortet i sticket.</translation>
    </message>
    <message>
        <source>Play {card}: it may well make you the fool, but it is worth getting rid of.</source>
        <translation>Spela {card}: det kan mycket väl göra dig till narr, men det är värt att bli av med.</translation>
    </message>
    <message>
        <source>Play {card}: it is not the lowest card in the trick so far.</source>
        <translation>Spela {card}: det är inte det lägsta kortet i sticket hittills.</translation>
    </message>
    <message>
        <source>Nothing of yours beats the lowest card in the trick: play the lowest, {card}.</source>
        <translation>Inget av dina kort är högre än det lägsta i sticket: spela det lägsta, {card}.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bara en känsla.</translation>
    </message>
</context>
<context>
    <name>Reasons:hearts</name>
    <message>
        <source>The hand is over.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Du har redan skickat dina kort.</translation>
    </message>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vänta: det är {turn}s tur.</translation>
    </message>
    <message>
        <source>First choose one card to pass.</source>
        <translation>Välj först ett kort att skicka.</translation>
    </message>
    <message>
        <source>First choose {count} cards to pass.</source>
        <translation>Välj först {count} kort att skicka.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Skicka precis ett kort.</translation>
    </message>
    <message>
        <source>Pass exactly {count} cards.</source>
        <translation>Skicka precis {count} kort.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Du har inte {card}.</translation>
    </message>
    <message>
        <source>You shot the moon: choose how to score it.</source>
        <translation>Du sköt månen: välj hur det ska räknas.</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Spela ett kort från handen.</translation>
    </message>
    <message>
        <source>The first trick starts with {card}.</source>
        <translation>Första sticket börjar med {card}.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation>Hjärter är inte brutet än: spela ut en annan färg.</translation>
    </message>
    <message>
        <source>You must follow suit: you still hold {suit}.</source>
        <translation>Du måste bekänna färg: du har fortfarande {suit}.</translation>
    </message>
    <message>
        <source>No Q♠ in the first trick: play a heart instead.</source>
        <translation>Ingen D♠ i första sticket: lägg ett hjärter i stället.</translation>
    </message>
    <message>
        <source>No hearts or Q♠ in the first trick while you hold another card.</source>
        <translation>Inga hjärter eller D♠ i första sticket så länge du har ett annat kort.</translation>
    </message>
    <message>
        <source>Choose one card to pass to {to}.</source>
        <translation>Välj ett kort att skicka till {to}.</translation>
    </message>
    <message>
        <source>Choose {count} cards to pass to {to}.</source>
        <translation>Välj {count} kort att skicka till {to}.</translation>
    </message>
    <message>
        <source>You shot the moon! Give everyone else 26, or take 26 off your own score.</source>
        <translation>Du sköt månen! Ge alla andra 26, eller dra av 26 från din egen summa.</translation>
    </message>
    <message>
        <source>Lead {card} to start the hand.</source>
        <translation>Spela ut {card} för att börja given.</translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation>Spela ut ett kort.</translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation>Bekänn färg: spela en {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation>Du kan inte bekänna färg: spela valfritt kort.</translation>
    </message>
    <message>
        <source>Passing {direction}</source>
        <translation>Byte {direction}</translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation>Inget byte i den här given</translation>
    </message>
    <message>
        <source>Hearts are broken</source>
        <translation>Hjärter är brutet</translation>
    </message>
    <message>
        <source>{seat} shot the moon!</source>
        <translation>{seat} sköt månen!</translation>
    </message>
    <message>
        <source>The points add up to {total}; a hand gives {expected} (or is a moon). Save anyway?</source>
        <translation>Poängen blir sammanlagt {total}; en giv ger {expected} (eller är en måne). Spara ändå?</translation>
    </message>
    <message>
        <source>Passing two seats away needs five players, not {seats}.</source>
        <translation>Byte två platser bort kräver fem spelare, inte {seats}.</translation>
    </message>
    <message>
        <source>The ten of diamonds already has its own rule: switch that off, or take it out of the list.</source>
        <translation>Ruter tio har redan sin egen regel: stäng av den, eller ta bort kortet ur listan.</translation>
    </message>
    <message>
        <source>At most {limit} cards may have their own points, not {count}.</source>
        <translation>Högst {limit} kort kan ha egna poäng, inte {count}.</translation>
    </message>
</context>
<context>
    <name>Reasons:store</name>
    <message>
        <source>The file cannot be read.</source>
        <translation>Filen går inte att läsa.</translation>
    </message>
    <message>
        <source>The file is far larger than any Fjols file (more than {limit} bytes).</source>
        <translation>Filen är mycket större än någon Fjols-fil (mer än {limit} byte).</translation>
    </message>
    <message>
        <source>The file is damaged: it is not complete, readable text.</source>
        <translation>Filen är skadad: den är inte fullständig, läsbar text.</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested far too deeply.</source>
        <translation>Filen är skadad: den är alldeles för djupt nästlad.</translation>
    </message>
    <message>
        <source>The file holds far more than any Fjols file.</source>
        <translation>Filen innehåller mycket mer än någon Fjols-fil.</translation>
    </message>
    <message>
        <source>This is not a file Fjols wrote for this purpose.</source>
        <translation>Det här är inte en fil som Fjols skrev för det här ändamålet.</translation>
    </message>
    <message>
        <source>A newer version of Fjols wrote this file (format {version}; this version reads up to {supported}).</source>
        <translation>En nyare version av Fjols skrev den här filen (format {version}; den här versionen läser upp till {supported}).</translation>
    </message>
    <message>
        <source>The file is damaged: “{field}” should be {expected}.</source>
        <translation>Filen är skadad: ”{field}” borde vara {expected}.</translation>
    </message>
    <message>
        <source>The file is from an older Fjols and could not be brought up to date.</source>
        <translation>Filen kommer från en äldre Fjols och gick inte att uppdatera.</translation>
    </message>
    <message>
        <source>The file could not be written (is the disk full?).</source>
        <translation>Filen gick inte att skriva (är disken full?).</translation>
    </message>
    <message>
        <source>Something other than a file is in its place (a folder or a device).</source>
        <translation>Något annat än en fil ligger på dess plats (en mapp eller en enhet).</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disken är full.</translation>
    </message>
    <message>
        <source>The disk or folder can only be read, not written.</source>
        <translation>Disken eller mappen kan bara läsas, inte skrivas.</translation>
    </message>
    <message>
        <source>Fjols is not allowed to write there.</source>
        <translation>Fjols får inte skriva där.</translation>
    </message>
    <message>
        <source>The folder for Fjols&apos; files cannot be made there (something else is in the way).</source>
        <translation>Mappen för Fjols filer kan inte skapas där (något annat är i vägen).</translation>
    </message>
    <message>
        <source>These house rules are larger than Fjols can keep.</source>
        <translation>De här husreglerna är större än Fjols kan spara.</translation>
    </message>
    <message>
        <source>Every save is in use by another Fjols window.</source>
        <translation>Alla sparplatser används av ett annat Fjols-fönster.</translation>
    </message>
    <message>
        <source>The saved game “{game}” is not in this version of Fjols.</source>
        <translation>Det sparade spelet ”{game}” finns inte i den här versionen av Fjols.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be used here.</source>
        <translation>De sparade husreglerna går inte att använda här.</translation>
    </message>
    <message>
        <source>The players in the save do not fit the game.</source>
        <translation>Spelarna i sparningen passar inte spelet.</translation>
    </message>
    <message>
        <source>Move {move} of deal {deal} (“{text}”) is not a move the rules allow there.</source>
        <translation>Drag {move} i giv {deal} (”{text}”) är inte ett drag som reglerna tillåter där.</translation>
    </message>
    <message>
        <source>Deal {deal} is saved as finished but is not.</source>
        <translation>Giv {deal} är sparad som avslutad men är det inte.</translation>
    </message>
    <message>
        <source>Deal {deal} is over but was never scored.</source>
        <translation>Giv {deal} är slut men räknades aldrig.</translation>
    </message>
    <message>
        <source>The saved scores of deal {deal} do not match its cards.</source>
        <translation>De sparade poängen för giv {deal} stämmer inte med korten.</translation>
    </message>
    <message>
        <source>The save goes on after the end of the match.</source>
        <translation>Sparningen fortsätter efter partiets slut.</translation>
    </message>
    <message>
        <source>The family ledger is damaged.</source>
        <translation>Familjeboken är skadad.</translation>
    </message>
    <message>
        <source>A newer version of Fjols wrote the family ledger.</source>
        <translation>En nyare version av Fjols skrev familjeboken.</translation>
    </message>
    <message>
        <source>The ledger file belongs to another program.</source>
        <translation>Filen med familjeboken tillhör ett annat program.</translation>
    </message>
    <message>
        <source>The family ledger is busy in another window; try again in a moment.</source>
        <translation>Familjeboken används i ett annat fönster; försök igen om en stund.</translation>
    </message>
    <message>
        <source>The family ledger could not be brought up to date.</source>
        <translation>Familjeboken gick inte att uppdatera.</translation>
    </message>
    <message>
        <source>{name} is already in the family.</source>
        <translation>{name} finns redan i familjen.</translation>
    </message>
    <message>
        <source>That person is no longer in the family.</source>
        <translation>Den personen finns inte längre i familjen.</translation>
    </message>
    <message>
        <source>This person has played matches: hide them from the list instead.</source>
        <translation>Den här personen har spelat partier: dölj personen i listan i stället.</translation>
    </message>
    <message>
        <source>A name has 1 to 40 letters.</source>
        <translation>Ett namn har 1 till 40 tecken.</translation>
    </message>
    <message>
        <source>No deal was finished, so there is nothing to count.</source>
        <translation>Ingen giv blev färdig, så det finns inget att räkna.</translation>
    </message>
    <message>
        <source>That game is no longer in the family ledger.</source>
        <translation>Det partiet finns inte längre i familjeboken.</translation>
    </message>
    <message>
        <source>An entry in the family ledger is damaged and was left out.</source>
        <translation>En post i familjeboken är skadad och utelämnades.</translation>
    </message>
    <message>
        <source>Some settings were not understood and are back to their defaults.</source>
        <translation>En del inställningar förstods inte och har fått sina standardvärden igen.</translation>
    </message>
    <message>
        <source>There is no preset called {name}.</source>
        <translation>Det finns ingen uppsättning som heter {name}.</translation>
    </message>
    <message>
        <source>A preset called {name} exists already.</source>
        <translation>Det finns redan en uppsättning som heter {name}.</translation>
    </message>
    <message>
        <source>A preset&apos;s name has 1 to 40 letters.</source>
        <translation>En uppsättnings namn har 1 till 40 tecken.</translation>
    </message>
    <message>
        <source>The preset is for “{game}”, which this version of Fjols does not have.</source>
        <translation>Uppsättningen är för ”{game}”, som den här versionen av Fjols inte har.</translation>
    </message>
    <message>
        <source>The preset&apos;s house rules cannot be used here.</source>
        <translation>Uppsättningens husregler går inte att använda här.</translation>
    </message>
    <message>
        <source>A damaged preset was left out.</source>
        <translation>En skadad uppsättning utelämnades.</translation>
    </message>
    <message>
        <source>There is no room for more presets; delete one first.</source>
        <translation>Det finns inte plats för fler förval; ta bort ett först.</translation>
    </message>
    <message>
        <source>The table remembered for {game} could not be used, so the usual table is set.</source>
        <translation>Bordet som sparats för {game} gick inte att använda, så det vanliga bordet är uppdukat.</translation>
    </message>
    <message>
        <source>Type a score for each of the {seats} players.</source>
        <translation>Skriv in poäng för var och en av de {seats} spelarna.</translation>
    </message>
    <message>
        <source>A score is far too large.</source>
        <translation>En poäng är alldeles för stor.</translation>
    </message>
    <message>
        <source>The points add up to {total}, expected {expected}. Save anyway?</source>
        <translation>Poängen blir sammanlagt {total}, väntat {expected}. Spara ändå?</translation>
    </message>
</context>
<context>
    <name>RecallPanel</name>
    <message>
        <source>L or Escape closes this.</source>
        <translation>L eller Escape stänger det här.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <source>The last bout</source>
        <translation>Förra dusten</translation>
    </message>
    <message>
        <source>The last chain</source>
        <translation>Förra högen</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Sista sticket</translation>
    </message>
</context>
<context>
    <name>RecordListEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Lägg till</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytta &amp;upp</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flytta &amp;ned</translation>
    </message>
    <message>
        <source>The chosen entry</source>
        <translation>Den valda posten</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Resultat över tid</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Inga avslutade spel än.</translation>
    </message>
    <message>
        <source>↑ fewer points is better</source>
        <translation>↑ färre poäng är bättre</translation>
    </message>
    <message>
        <source>↑ more points is better</source>
        <translation>↑ fler poäng är bättre</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Spel, äldsta först</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vann</translation>
    </message>
    <message>
        <source>the fool</source>
        <translation>dumbom</translation>
    </message>
    <message>
        <source>other games</source>
        <translation>andra spel</translation>
    </message>
    <message>
        <source>average so far</source>
        <translation>medel hittills</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Family</source>
        <translation>Familjen</translation>
    </message>
    <message>
        <source>The people who play at this table. Their results are kept in the statistics.</source>
        <translation>De som spelar vid det här bordet. Deras resultat sparas i statistiken.</translation>
    </message>
    <message>
        <source>Family members</source>
        <translation>Familjemedlemmar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Lägg till</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>Byt &amp;namn…</translation>
    </message>
    <message>
        <source>Take off the &amp;list</source>
        <translation>Ta &amp;bort från listan</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Byt namn</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nytt namn:</translation>
    </message>
</context>
<context>
    <name>RoundListEditor</name>
    <message>
        <source>no points</source>
        <translation>inga poäng</translation>
    </message>
    <message>
        <source>Tick the rounds you play and put them in the order you play them. Choose a round to see and change what it costs, or add a round of your own.</source>
        <translation>Bocka för de rundor ni spelar och ställ dem i den ordning ni spelar dem. Välj en runda för att se och ändra vad den kostar, eller lägg till en egen runda.</translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation>Rundorna i den ordning de spelas</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytta &amp;upp</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flytta &amp;ned</translation>
    </message>
    <message>
        <source>&amp;Add a round</source>
        <translation>&amp;Lägg till en runda</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>My round</source>
        <translation>Min runda</translation>
    </message>
    <message>
        <source>{round} — {price}</source>
        <translation>{round} — {price}</translation>
    </message>
</context>
<context>
    <name>Rounds:davoserjas</name>
    <message>
        <source>Avoid tricks</source>
        <translation>Undvik stick</translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation>Undvik klöver</translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation>Undvik damer</translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation>Undvik klöver kung</translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation>Undvik sista sticket</translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation>Undvik första sticket</translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation>Undvik hjärter</translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Avoid the first and the last trick</source>
        <translation>Undvik första och sista sticket</translation>
    </message>
    <message>
        <source>All rules at once</source>
        <translation>Alla regler på en gång</translation>
    </message>
    <message>
        <source>Avoid black cards</source>
        <translation>Undvik svarta kort</translation>
    </message>
    <message>
        <source>Avoid diamonds</source>
        <translation>Undvik ruter</translation>
    </message>
    <message>
        <source>Avoid K♣ and the last trick</source>
        <translation>Undvik K♣ och sista sticket</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klöver</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damer</translation>
    </message>
    <message>
        <source>K♣</source>
        <translation>K♣</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Första sticket</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjärter</translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation>Kabale</translation>
    </message>
    <message>
        <source>First + last</source>
        <translation>Första + sista</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alla regler</translation>
    </message>
    <message>
        <source>Black cards</source>
        <translation>Svarta kort</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>K♣ + last</source>
        <translation>K♣ + sista</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {game}</source>
        <translation>Regler: {game}</translation>
    </message>
    <message>
        <source>House rules at this table (marked in yellow): {rules}</source>
        <translation>Husregler vid det här bordet (markerade med gult): {rules}</translation>
    </message>
    <message>
        <source>This table plays the standard rules.</source>
        <translation>Det här bordet spelar med standardreglerna.</translation>
    </message>
    <message>
        <source>House rules at this table</source>
        <translation>Husregler vid det här bordet</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Regeltext</translation>
    </message>
</context>
<context>
    <name>SavedMatchOffer</name>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n point(s)</source>
        <translation>
            <numerusform>{who}: %n poäng</numerusform>
            <numerusform>{who}: %n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorekeeping with real cards, %n deal(s) written down.</source>
        <translation>
            <numerusform>Protokoll för riktiga kort, %n giv inskrivet.</numerusform>
            <numerusform>Protokoll för riktiga kort, %n givar inskrivna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {number}, %n move(s) made in it.</source>
        <translation>
            <numerusform>Giv {number}, %n drag gjort i den.</numerusform>
            <numerusform>Giv {number}, %n drag gjorda i den.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {when}.</source>
        <translation>Sparat {when}.</translation>
    </message>
    <message>
        <source>The finished game of {game} was written into the family ledger.</source>
        <translation>Det avslutade partiet {game} skrevs in i familjeboken.</translation>
    </message>
    <message>
        <source>Continue the game?</source>
        <translation>Fortsätta partiet?</translation>
    </message>
    <message>
        <source>A game of {game} was not finished.</source>
        <translation>Ett parti {game} spelades inte färdigt.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Put it away</source>
        <translation>Lägg undan det</translation>
    </message>
    <message>
        <source>The unfinished game was written into the family ledger as abandoned.</source>
        <translation>Det oavslutade partiet skrevs in i familjeboken som avbrutet.</translation>
    </message>
    <message>
        <source>The saved game is damaged</source>
        <translation>Det sparade spelet är skadat</translation>
    </message>
    <message>
        <source>The last save of the game cannot be used: {reason}</source>
        <translation>Spelets senaste sparning går inte att använda: {reason}</translation>
    </message>
    <message>
        <source>The save before it is good; it is one move earlier.

{details}</source>
        <translation>Sparningen före den är hel; den är ett drag tidigare.

{details}</translation>
    </message>
    <message>
        <source>Continue from there</source>
        <translation>Fortsätt därifrån</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>Det sparade spelet går inte att fortsätta: {reason}</translation>
    </message>
    <message>
        <source>The file is kept as {file} for anyone who wants to look at it. You can start a new game.</source>
        <translation>Filen sparas som {file} om någon vill titta på den. Du kan starta ett nytt spel.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>S:a</translation>
    </message>
    <message>
        <source>Learner mode: a move was taken back in this match.</source>
        <translation>Övningsläge: ett drag ångrades i det här partiet.</translation>
    </message>
    <message>
        <source>Learner mode: a move was taken back in this deal.</source>
        <translation>Övningsläge: ett drag ångrades i den här given.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>Totals</source>
        <translation>Summor</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Givar</translation>
    </message>
</context>
<context>
    <name>ScorekeeperSetupDialog</name>
    <message>
        <source>Keep score for real cards</source>
        <translation>Protokoll för riktiga kort</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pelare:</translation>
    </message>
    <message>
        <source>Player {number}:</source>
        <translation>Spelare {number}:</translation>
    </message>
    <message>
        <source>Start the scoresheet</source>
        <translation>Starta protokollet</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <source>The name of player {number} cannot be saved.</source>
        <translation>Namnet på spelare {number} kan inte sparas.</translation>
    </message>
    <message>
        <source>Each player needs a name of their own.</source>
        <translation>Varje spelare behöver ett eget namn.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperWindow</name>
    <message>
        <source>&amp;Write down this deal</source>
        <translation>&amp;Skriv in given</translation>
    </message>
    <message>
        <source>&amp;Undo last deal</source>
        <translation>&amp;Ångra förra given</translation>
    </message>
    <message>
        <source>Scoresheet: {game}</source>
        <translation>Protokoll: {game}</translation>
    </message>
    <message>
        <source>{game} with real cards</source>
        <translation>{game} med riktiga kort</translation>
    </message>
    <message>
        <source>Points for {name}</source>
        <translation>Poäng för {name}</translation>
    </message>
    <message>
        <source>The last deal was taken back.</source>
        <translation>Förra given togs bort.</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Inte sparat: {reason}</translation>
    </message>
    <message>
        <source>The game is over, but the family ledger could not take it: {reason}</source>
        <translation>Spelet är slut, men familjeboken kunde inte ta emot det: {reason}</translation>
    </message>
    <message>
        <source>The game is over: {names} won. It is in the family ledger.</source>
        <translation>Spelet är slut: {names} vann. Det står i familjeboken.</translation>
    </message>
    <message>
        <source>The game is over: {names} lost. It is in the family ledger.</source>
        <translation>Spelet är slut: {names} förlorade. Det står nu i familjens protokoll.</translation>
    </message>
    <message>
        <source>The game is over. It is in the family ledger.</source>
        <translation>Spelet är slut. Det står nu i familjens protokoll.</translation>
    </message>
    <message>
        <source>Deal {number}: type each player&apos;s points for this deal.</source>
        <translation>Giv {number}: skriv in varje spelares poäng för den här given.</translation>
    </message>
    <message>
        <source>Check the points</source>
        <translation>Kontrollera poängen</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The scoresheet could not be put away, so it was kept: {reason}</source>
        <translation>Protokollet gick inte att lägga undan, så det sparades: {reason}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>General</source>
        <translation>Allmänt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Samma som datorn</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Ljudeffekter</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Övning</translation>
    </message>
    <message>
        <source>International letters (J, Q, K, A)</source>
        <translation>Internationella bokstäver (J, Q, K, A)</translation>
    </message>
    <message>
        <source>The jack, queen, king and ace show J, Q, K and A in every language, not the letters of the country&apos;s own cards.</source>
        <translation>Knekt, dam, kung och ess visar J, Q, K och A på alla språk, inte bokstäverna på landets egna kort.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Fyrfärgslek</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: the suits are told apart at a glance.</source>
        <translation>♠ svart, ♥ röd, ♦ blå, ♣ grön: färgerna skiljs åt med en blick.</translation>
    </message>
    <message>
        <source>Large-print cards</source>
        <translation>Kort med stor text</translation>
    </message>
    <message>
        <source>Big rank and suit in the corners, easy to read in a fanned hand.</source>
        <translation>Stor valör och färg i hörnen, lätt att läsa i en solfjäder av kort.</translation>
    </message>
    <message>
        <source>Dark (green felt)</source>
        <translation>Mörkt (grön filt)</translation>
    </message>
    <message>
        <source>Light (pale felt, dark print)</source>
        <translation>Ljust (blek filt, mörkt tryck)</translation>
    </message>
    <message>
        <source>Card animations</source>
        <translation>Kortanimationer</translation>
    </message>
    <message>
        <source>Dealing, playing, taking tricks and picking up.</source>
        <translation>När kort ges, spelas, tas hem i stick och tas upp.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabbt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsamt</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Datorspelare</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>Offer hints (H)</source>
        <translation>Erbjud tips (H)</translation>
    </message>
    <message>
        <source>The strongest computer player suggests a move and says why.</source>
        <translation>Den starkaste datorspelaren föreslår ett drag och säger varför.</translation>
    </message>
    <message>
        <source>Explain the computer players&apos; moves</source>
        <translation>Förklara datorspelarnas drag</translation>
    </message>
    <message>
        <source>After each computer move the status line says why it was played.</source>
        <translation>Efter varje datordrag säger statusraden varför det spelades.</translation>
    </message>
    <message>
        <source>Learner mode: take back your last move</source>
        <translation>Övningsläge: ångra ditt senaste drag</translation>
    </message>
    <message>
        <source>Against computer players only (Ctrl+Z). The scoresheet marks a match in which a move was taken back.</source>
        <translation>Bara mot datorspelare (Ctrl+Z). Protokollet markerar ett parti där ett drag ångrades.</translation>
    </message>
    <message>
        <source>Pause before a computer player&apos;s card (milliseconds)</source>
        <translation>Paus före en datorspelares kort (millisekunder)</translation>
    </message>
    <message>
        <source>Hide the hands between human players</source>
        <translation>Dölj händerna mellan mänskliga spelare</translation>
    </message>
    <message>
        <source>When several people share the screen, a curtain hides every hand until the next player is ready.</source>
        <translation>När flera delar på skärmen döljer en ridå varje hand tills nästa spelare är redo.</translation>
    </message>
    <message>
        <source>Allow taking back a move</source>
        <translation>Tillåt att drag ångras</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Tillåt tips</translation>
    </message>
    <message>
        <source>Last game played</source>
        <translation>Senast spelade spel</translation>
    </message>
    <message>
        <source>Window size and place</source>
        <translation>Fönstrets storlek och läge</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Husregler…</translation>
    </message>
</context>
<context>
    <name>SignalRace</name>
    <message>
        <source>{name}: {key}</source>
        <translation>{name}: {key}</translation>
    </message>
    <message>
        <source>{name} signalled!</source>
        <translation>{name} gav tecken!</translation>
    </message>
    <message>
        <source>Quick, press your key ({keys})</source>
        <translation>Snabbt, tryck på din tangent ({keys})</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>för sent</translation>
    </message>
    <message>
        <source>press {key}!</source>
        <translation>tryck {key}!</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>tangent {key}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Export all results (CSV)…</source>
        <translation>Exportera alla resultat (CSV)…</translation>
    </message>
    <message>
        <source>Export statistics (CSV)…</source>
        <translation>Exportera statistik (CSV)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Per spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>By person</source>
        <translation>Per person</translation>
    </message>
    <message>
        <source>&amp;Person:</source>
        <translation>&amp;Person:</translation>
    </message>
    <message>
        <source>Between:</source>
        <translation>Mellan:</translation>
    </message>
    <message>
        <source>and:</source>
        <translation>och:</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>I:</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Mot varandra</translation>
    </message>
    <message>
        <source>Person:</source>
        <translation>Person:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Över tid</translation>
    </message>
    <message>
        <source>The family ledger cannot be read: {reason}</source>
        <translation>Familjeboken går inte att läsa: {reason}</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alla spel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Delete this game…</source>
        <translation>&amp;Ta bort det här partiet…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the family ledger are damaged and were left out; everything else is shown.</source>
        <translation>
            <numerusform>%n parti i familjeboken är skadat och utelämnades; allt annat visas.</numerusform>
            <numerusform>%n partier i familjeboken är skadade och utelämnades; allt annat visas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vinster</translation>
    </message>
    <message>
        <source>Times
the fool</source>
        <translation>Gånger
dumbom</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bästa</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Sämsta</translation>
    </message>
    <message>
        <source>Longest
win streak</source>
        <translation>Längsta
vinstsvit</translation>
    </message>
    <message>
        <source>Current
win streak</source>
        <translation>Nuvarande
vinstsvit</translation>
    </message>
    <message>
        <source>Longest
fool streak</source>
        <translation>Längsta svit
som dumbom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Inga avslutade spel än.</translation>
    </message>
    <message>
        <source>Fewer points are better.</source>
        <translation>Färre poäng är bättre.</translation>
    </message>
    <message>
        <source>More points are better.</source>
        <translation>Fler poäng är bättre.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {game}. {better} Computer players are not listed.</source>
        <translation>
            <numerusform>{game}: %n spel. {better} Datorspelare visas inte.</numerusform>
            <numerusform>{game}: %n spel. {better} Datorspelare visas inte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Choose two different people.</source>
        <translation>Välj två olika personer.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Spel tillsammans</translation>
    </message>
    <message>
        <source>Finished ahead of the other</source>
        <translation>Slutade före den andra</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Lika</translation>
    </message>
    <message>
        <source>The fool</source>
        <translation>Dumbom</translation>
    </message>
    <message>
        <source>{name} in {game}</source>
        <translation>{name} i {game}</translation>
    </message>
    <message>
        <source>When</source>
        <translation>När</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Vunnet av {names}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Avslutat</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n parti inskrivet i familjeboken.</numerusform>
            <numerusform>%n partier inskrivna i familjeboken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them abandoned (they do not count in the statistics).</source>
        <translation>
            <numerusform>%n av dem avbrutet (det räknas inte i statistiken).</numerusform>
            <numerusform>%n av dem avbrutna (de räknas inte i statistiken).</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Ta bort partiet?</translation>
    </message>
    <message>
        <source>Delete the game of {game} of {when} with {names} from the family ledger?</source>
        <translation>Ta bort partiet {game} från {when} med {names} ur familjeboken?</translation>
    </message>
    <message>
        <source>It no longer counts in the statistics. This cannot be undone.</source>
        <translation>Det räknas då inte längre i statistiken. Det går inte att ångra.</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Ta bort partiet</translation>
    </message>
    <message>
        <source>The game could not be deleted: {reason}</source>
        <translation>Partiet gick inte att ta bort: {reason}</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportera</translation>
    </message>
    <message>
        <source>Spreadsheet (CSV) (*.csv)</source>
        <translation>Kalkylark (CSV) (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Filen gick inte att skriva: {reason}</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Deal the next hand</source>
        <translation>Ge nästa giv</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation>Granska given</translation>
    </message>
    <message>
        <source>Every move of the deal with every hand shown (Ctrl+Shift+R)</source>
        <translation>Alla drag i given med alla händer synliga (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Deal {number} is over</source>
        <translation>Giv {number} är slut</translation>
    </message>
    <message>
        <source>{names} won the game!</source>
        <translation>{names} vann spelet!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} delar på segern!</translation>
    </message>
    <message>
        <source>{names} is the fool of the game!</source>
        <translation>{names} är spelets dumbom!</translation>
    </message>
    <message>
        <source>{names} are the fools of the game!</source>
        <translation>{names} är spelets dumbommar!</translation>
    </message>
    <message>
        <source>The game is over, and nobody lost more than the others.</source>
        <translation>Spelet är slut, och ingen förlorade mer än de andra.</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Den här given</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Sista given</translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>fool</source>
        <translation>dumbom</translation>
    </message>
</context>
<context>
    <name>TableModel</name>
    <message>
        <source>face-down card</source>
        <translation>kort med baksidan upp</translation>
    </message>
    <message>
        <source>{card}, beaten by {cover}</source>
        <translation>{card}, slagen av {cover}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>1 card</source>
        <translation>1 kort</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} kort</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>tänker</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
</context>
<context>
    <name>Tags:davoserjas</name>
    <message>
        <source>{place} out</source>
        <translation>ute som {place}</translation>
    </message>
</context>
<context>
    <name>Tags:durak</name>
    <message>
        <source>attacks</source>
        <translation>anfaller</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>försvarar</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ute</translation>
    </message>
    <message>
        <source>durak!</source>
        <translation>durak!</translation>
    </message>
</context>
<context>
    <name>Tags:festudgave</name>
    <message>
        <source>signalled first</source>
        <translation>gav tecken först</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ute</translation>
    </message>
    <message>
        <source>fjols!</source>
        <translation>fjols!</translation>
    </message>
</context>
<context>
    <name>Tags:fjols</name>
    <message>
        <source>won!</source>
        <translation>vann!</translation>
    </message>
    <message>
        <source>{place} out</source>
        <translation>ute som {place}</translation>
    </message>
    <message>
        <source>fjols!</source>
        <translation>fjols!</translation>
    </message>
</context>
<context>
    <name>Tags:fool</name>
    <message>
        <source>sits out</source>
        <translation>står över</translation>
    </message>
    <message>
        <source>fool!</source>
        <translation>narr!</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Welcome to the card table</source>
        <translation>Välkommen till kortbordet</translation>
    </message>
    <message>
        <source>Choose a game. Each seat can be a person or the computer.</source>
        <translation>Välj ett spel. Varje plats kan vara en person eller datorn.</translation>
    </message>
</context>
</TS>
