<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>Accessibility</name>
    <message>
        <source>{count} face down</source>
        <translation>{count} med baksiden opp</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Hånden din: {cards}.</translation>
    </message>
    <message>
        <source>Points: {points}.</source>
        <translation>Poeng: {points}.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>or press {key}</source>
        <translation>eller trykk {key}</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bekreft</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>the only move allowed.</source>
        <translation>det eneste trekket som er lov.</translation>
    </message>
    <message>
        <source>the only sensible move.</source>
        <translation>det eneste fornuftige trekket.</translation>
    </message>
    <message>
        <source>picked at random.</source>
        <translation>valgt helt tilfeldig.</translation>
    </message>
    <message>
        <source>a hunch.</source>
        <translation>en magefølelse.</translation>
    </message>
    <message>
        <source>came out best in {worlds}, each played to the end.</source>
        <translation>kom best ut i {worlds}, hver spilt til ende.</translation>
    </message>
    <message>
        <source>{name}: {why}</source>
        <translation>{name}: {why}</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Hint: {why}</translation>
    </message>
    <message>
        <source>{name} played {move}.</source>
        <translation>{name} spilte {move}.</translation>
    </message>
    <message>
        <source>{name} chose “{move}”.</source>
        <translation>{name} valgte «{move}».</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
    </message>
    <message>
        <source>Hint: “{move}”</source>
        <translation>Hint: «{move}»</translation>
    </message>
    <message>
        <source>{name} played {move}: {why}</source>
        <translation>{name} spilte {move}: {why}</translation>
    </message>
    <message>
        <source>{name} chose “{move}”: {why}</source>
        <translation>{name} valgte «{move}»: {why}</translation>
    </message>
    <message>
        <source>Hint: {move} — {why}</source>
        <translation>Hint: {move} — {why}</translation>
    </message>
    <message>
        <source>Hint: “{move}” — {why}</source>
        <translation>Hint: «{move}» — {why}</translation>
    </message>
</context>
<context>
    <name>Advice:hearts</name>
    <message>
        <source>lead a low spade ({card}) to drive out Q♠.</source>
        <translation>spill ut en lav spar ({card}) for å tvinge ut D♠.</translation>
    </message>
    <message>
        <source>duck under the trick with {card}.</source>
        <translation>legg deg under stikket med {card}.</translation>
    </message>
    <message>
        <source>no card stays under the trick; {card} is the cheapest.</source>
        <translation>ingen kort går under stikket; {card} er billigst.</translation>
    </message>
    <message>
        <source>follow low with {card} and keep the high cards for later.</source>
        <translation>bekjenn lavt med {card} og spar de høye kortene til senere.</translation>
    </message>
    <message>
        <source>cannot follow suit: a chance to get rid of Q♠!</source>
        <translation>kan ikke bekjenne farge: en sjanse til å bli kvitt D♠!</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of {card} while Q♠ is still out.</source>
        <translation>kan ikke bekjenne farge: bli kvitt {card} mens D♠ fortsatt er ute.</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of a heart, {card}.</source>
        <translation>kan ikke bekjenne farge: bli kvitt en hjerter, {card}.</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of the highest card, {card}.</source>
        <translation>kan ikke bekjenne farge: bli kvitt det høyeste kortet, {card}.</translation>
    </message>
    <message>
        <source>lead low with {card}: someone else holds a higher card of that suit.</source>
        <translation>spill ut lavt med {card}: noen andre har et høyere kort i den fargen.</translation>
    </message>
    <message>
        <source>lead {card}: several higher cards of that suit are still out.</source>
        <translation>spill ut {card}: flere høyere kort i den fargen er fortsatt ute.</translation>
    </message>
    <message>
        <source>lead {card}: nobody else holds a higher card of that suit, so it wins the trick.</source>
        <translation>spill ut {card}: ingen andre har et høyere kort i den fargen, så det tar stikket.</translation>
    </message>
    <message>
        <source>nothing in the first trick costs points so far: a good place for a high card ({card}).</source>
        <translation>ingenting i første stikk koster poeng så langt: et godt sted for et høyt kort ({card}).</translation>
    </message>
    <message>
        <source>you play last and the trick costs no points, so {card} may win it safely.</source>
        <translation>du spiller sist og stikket koster ingen poeng, så {card} kan trygt ta det.</translation>
    </message>
    <message>
        <source>you play last and nothing stays under the trick: win it with the highest card, {card}.</source>
        <translation>du spiller sist og ingenting blir under stikket: ta det med det høyeste kortet, {card}.</translation>
    </message>
    <message>
        <source>follow with your highest card of the suit, {card}.</source>
        <translation>følg med ditt høyeste kort i fargen, {card}.</translation>
    </message>
    <message>
        <source>go above {seat} with {card}: {seat} has taken every point so far and may be shooting the moon.</source>
        <translation>gå over {seat} med {card}: {seat} har tatt alle poengene så langt og prøver kanskje å skyte månen.</translation>
    </message>
    <message>
        <source>{seat} is winning the trick and has taken every point so far: keep points away from them.</source>
        <translation>{seat} vinner stikket og har tatt alle poengene så langt: hold poengene unna dem.</translation>
    </message>
    <message>
        <source>going for the moon: {card}.</source>
        <translation>prøver å skyte månen: {card}.</translation>
    </message>
    <message>
        <source>pass on Q♠ and its dangerous company: {cards}.</source>
        <translation>gi bort D♠ og det farlige følget: {cards}.</translation>
    </message>
    <message>
        <source>pass the high spades that could catch Q♠: {cards}.</source>
        <translation>gi bort de høye sparene som kan fange D♠: {cards}.</translation>
    </message>
    <message>
        <source>pass {cards} to run out of {suit}.</source>
        <translation>gi bort {cards} for å bli renons i {suit}.</translation>
    </message>
    <message>
        <source>pass the high hearts: {cards}.</source>
        <translation>gi bort de høye hjerterne: {cards}.</translation>
    </message>
    <message>
        <source>pass the highest cards: {cards}.</source>
        <translation>gi bort de høyeste kortene: {cards}.</translation>
    </message>
    <message>
        <source>pass {cards}, the cards you least want to keep.</source>
        <translation>gi bort {cards}, kortene du helst vil bli kvitt.</translation>
    </message>
    <message>
        <source>going for the moon: pass {cards}.</source>
        <translation>går for månen: gi bort {cards}.</translation>
    </message>
    <message>
        <source>this choice wins the game now.</source>
        <translation>dette valget vinner spillet nå.</translation>
    </message>
    <message>
        <source>this choice keeps the game going, and better placed.</source>
        <translation>dette valget holder spillet i gang, og med bedre plassering.</translation>
    </message>
    <message>
        <source>giving everyone else 26 is worth more.</source>
        <translation>å gi alle andre 26 er verdt mer.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta opp</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Signal!</source>
        <translation>Gi tegn!</translation>
    </message>
</context>
<context>
    <name>Buttons:davoserjas</name>
    <message>
        <source>Pass (nothing fits)</source>
        <translation>Pass (ingenting passer)</translation>
    </message>
</context>
<context>
    <name>Buttons:durak</name>
    <message>
        <source>Take the cards</source>
        <translation>Ta opp kortene</translation>
    </message>
    <message>
        <source>Add nothing</source>
        <translation>Legg ikke til noe</translation>
    </message>
    <message>
        <source>Done beating</source>
        <translation>Ferdig med å stikke</translation>
    </message>
    <message>
        <source>Keep my card</source>
        <translation>Behold kortet mitt</translation>
    </message>
    <message>
        <source>Show the trump: pass on</source>
        <translation>Vis trumfen: send videre</translation>
    </message>
    <message>
        <source>Attack with these</source>
        <translation>Angrip med disse</translation>
    </message>
    <message>
        <source>Pass the attack on</source>
        <translation>Send angrepet videre</translation>
    </message>
</context>
<context>
    <name>Buttons:festudgave</name>
    <message>
        <source>Pass this card</source>
        <translation>Send dette kortet</translation>
    </message>
    <message>
        <source>Take the card</source>
        <translation>Ta kortet</translation>
    </message>
    <message>
        <source>Signal: four of a kind!</source>
        <translation>Tegn: fire like!</translation>
    </message>
</context>
<context>
    <name>Buttons:fjols</name>
    <message>
        <source>Pick up</source>
        <translation>Ta opp</translation>
    </message>
</context>
<context>
    <name>Buttons:hearts</name>
    <message>
        <source>Pass these cards</source>
        <translation>Gi bort disse kortene</translation>
    </message>
    <message>
        <source>Everyone else +26</source>
        <translation>Alle andre +26</translation>
    </message>
    <message>
        <source>Me −26</source>
        <translation>Meg −26</translation>
    </message>
</context>
<context>
    <name>CardPointsEditor</name>
    <message>
        <source>No card has points of its own.</source>
        <translation>Ingen kort har egne poeng.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Farge</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Legg til et kort</translation>
    </message>
    <message>
        <source>Above 0 the card is a penalty, below 0 a bonus.</source>
        <translation>Over 0 er kortet straff, under 0 bonus.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>{label}, card {n}: suit</source>
        <translation>{label}, kort {n}: farge</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valør</translation>
    </message>
    <message>
        <source>{label}, card {n}: rank</source>
        <translation>{label}, kort {n}: valør</translation>
    </message>
    <message>
        <source>{label}, card {n}: points</source>
        <translation>{label}, kort {n}: poeng</translation>
    </message>
    <message>
        <source>Remove card {n}</source>
        <translation>Fjern kort {n}</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kløver</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spar</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Knekt</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Konge</translation>
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
        <translation>grønn</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rød</translation>
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
        <translation>hvit</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stikk</translation>
    </message>
    <message>
        <source>Matchsticks</source>
        <translation>Fyrstikker</translation>
    </message>
    <message>
        <source>Fool</source>
        <translation>Fjols</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort igjen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plass</translation>
    </message>
</context>
<context>
    <name>Columns:davoserjas</name>
    <message>
        <source>Tricks</source>
        <translation>Stikk</translation>
    </message>
    <message>
        <source>{cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Første stikk</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Siste stikk</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort igjen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plass</translation>
    </message>
</context>
<context>
    <name>Columns:durak</name>
    <message>
        <source>Matchsticks</source>
        <translation>Fyrstikker</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort igjen</translation>
    </message>
</context>
<context>
    <name>Columns:festudgave</name>
    <message>
        <source>Matchsticks</source>
        <translation>Fyrstikker</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bokstaver</translation>
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
        <translation>Fyrstikker</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plass</translation>
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
        <translation>Kort igjen</translation>
    </message>
</context>
<context>
    <name>Columns:hearts</name>
    <message>
        <source>Tricks</source>
        <translation>Stikk</translation>
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
        <translation>Avbryte partiet {game} med {names}? Det kan ikke fortsettes.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) finished. The match goes into the family ledger as abandoned and does not count in the statistics.</source>
        <translation>
            <numerusform>%n runde ferdigspilt. Partiet skrives inn i familieboka som avbrutt og teller ikke i statistikken.</numerusform>
            <numerusform>%n runder ferdigspilt. Partiet skrives inn i familieboka som avbrutt og teller ikke i statistikken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Avbryte partiet?</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Avbryt partiet</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made in this deal are taken back, and the scoresheet marks the deal as taken back.</source>
        <translation>
            <numerusform>Det %n trekket som er gjort i runden, tas tilbake, og regnskapet merker runden som tatt tilbake.</numerusform>
            <numerusform>De %n trekkene som er gjort i runden, tas tilbake, og regnskapet merker runden som tatt tilbake.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart the deal?</source>
        <translation>Begynne runden på nytt?</translation>
    </message>
    <message>
        <source>Deal this hand again from the start?</source>
        <translation>Gi kortene på nytt og spille runden fra starten?</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Gi kortene på nytt</translation>
    </message>
    <message>
        <source>The {game} scoresheet with {names} is not finished.</source>
        <translation>Regnskapet for {game} med {names} er ikke ferdig.</translation>
    </message>
    <message>
        <source>Close the scoresheet?</source>
        <translation>Lukke regnskapet?</translation>
    </message>
    <message>
        <source>Keep it to go on later (Fjols offers it again), or abandon it: an abandoned scoresheet cannot be continued.</source>
        <translation>Ta vare på det til senere (Fjols tilbyr det igjen), eller avbryt det: et avbrutt regnskap kan ikke føres videre.</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Ta vare på det til senere</translation>
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
        <translation>{name} gir</translation>
    </message>
    <message>
        <source>gave {cards} to {name}</source>
        <translation>ga {cards} til {name}</translation>
    </message>
    <message>
        <source>got {cards} from {name}</source>
        <translation>fikk {cards} fra {name}</translation>
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
        <translation>Gjennomgang: {game}, runde {number}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Seed {seed}&lt;/b&gt; (match {match}, deal {number}) · %n move(s) · every hand is shown</source>
        <translation>
            <numerusform>&lt;b&gt;Frø {seed}&lt;/b&gt; (spill {match}, runde {number}) · %n trekk · alle hender vises</numerusform>
            <numerusform>&lt;b&gt;Frø {seed}&lt;/b&gt; (spill {match}, runde {number}) · %n trekk · alle hender vises</numerusform>
        </translation>
    </message>
    <message>
        <source>The same seed deals the same cards: start a new game of {game} with seed {match} (fjols --game {id} --seed {match}) and deal {number} is this deal again. The computers saw only their own cards.</source>
        <translation>Det samme frøet gir de samme kortene: start et nytt parti {game} med frø {match} (fjols --game {id} --seed {match}), så er runde {number} denne runden igjen. Datamaskinene så bare sine egne kort.</translation>
    </message>
    <message>
        <source>The deal, every hand shown</source>
        <translation>Runden, med alle hender synlige</translation>
    </message>
    <message>
        <source>Moves of the deal</source>
        <translation>Trekkene i runden</translation>
    </message>
    <message>
        <source>What each player gave and got</source>
        <translation>Hva hver spiller ga og fikk</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kort sendt videre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Til starten (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Ett trekk tilbake (venstre pil)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Ett trekk fram (høyre pil)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Til slutten (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Hvor i runden</translation>
    </message>
    <message>
        <source>Copy the record</source>
        <translation>Kopier forløpet</translation>
    </message>
    <message>
        <source>The seed, the house rules and every move, as text</source>
        <translation>Frøet, husreglene og hvert trekk, som tekst</translation>
    </message>
    <message>
        <source>Move {step} of {count}</source>
        <translation>Trekk {step} av {count}</translation>
    </message>
    <message>
        <source>The record is on the clipboard.</source>
        <translation>Forløpet ligger på utklippstavlen.</translation>
    </message>
</context>
<context>
    <name>EnumListEditor</name>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytt &amp;opp</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flytt &amp;ned</translation>
    </message>
</context>
<context>
    <name>FamilyFeatures</name>
    <message>
        <source>Family</source>
        <translation>Familien</translation>
    </message>
    <message>
        <source>Keep score for &amp;real cards…</source>
        <translation>&amp;Poengføring med ekte kort…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
    <message>
        <source>&amp;Family…</source>
        <translation>&amp;Familien…</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, so Fjols started with its usual ones.</source>
        <translation>Noen av innstillingene dine kunne ikke leses, så Fjols startet med de vanlige.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>The damaged files were kept beside the new ones.</source>
        <translation>De skadde filene ble beholdt ved siden av de nye.</translation>
    </message>
    <message>
        <source>Keep score for real cards</source>
        <translation>Poengføring med ekte kort</translation>
    </message>
    <message>
        <source>The {game} scoresheet with {names} is not finished.</source>
        <translation>Regnskapet for {game} med {names} er ikke ferdig.</translation>
    </message>
    <message>
        <source>Continue it, or start a new scoresheet (this one is kept for later).</source>
        <translation>Fortsett det, eller begynn et nytt regnskap (dette tas vare på til senere).</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>Fortsett det</translation>
    </message>
    <message>
        <source>New scoresheet</source>
        <translation>Nytt regnskap</translation>
    </message>
    <message>
        <source>Not in the family ledger: {reason}</source>
        <translation>Ikke skrevet inn i familieboka: {reason}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Ikke lagret: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason} The game goes on; Fjols keeps it in memory and tries again after every move.</source>
        <translation>{file}: {reason} Spillet fortsetter; Fjols husker det og prøver igjen etter hvert trekk.</translation>
    </message>
    <message>
        <source>Settings not saved: {reason}</source>
        <translation>Innstillingene er ikke lagret: {reason}</translation>
    </message>
    <message>
        <source>This match has as many deals as one save can hold ({deals}): it ends here and counts with these totals.</source>
        <translation>Partiet har så mange runder som én lagret fil kan romme ({deals}): det slutter her og teller med disse poengene.</translation>
    </message>
    <message>
        <source>A saved game that cannot be continued was kept as {file}: {reason}</source>
        <translation>Et lagret spill som ikke kan fortsettes, ble tatt vare på som {file}: {reason}</translation>
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
        <translation>Hjerter: unngå hjerterne og spar dame.</translation>
    </message>
    <message>
        <source>Davoserjas</source>
        <translation>Davoserjas</translation>
    </message>
    <message>
        <source>Six rounds: avoid tricks, clubs, queens, the king of clubs and the last trick, then race to empty your hand in the kabale.</source>
        <translation>Seks runder: unngå stikk, kløver, damer, kløver konge og siste stikk, og bli så først kvitt kortene i kabalen.</translation>
    </message>
    <message>
        <source>Fjols – festudgave</source>
        <translation>Fjols – festudgave</translation>
    </message>
    <message>
        <source>Pass cards to the left until someone has four of a kind; the last to touch their nose is the fjols.</source>
        <translation>Send kort til venstre til noen har fire like; den siste som tar seg på nesen, er fjolset.</translation>
    </message>
    <message>
        <source>Fjols</source>
        <translation>Fjols</translation>
    </message>
    <message>
        <source>Beat the card before you with a high or a low trump; the last with cards is the fjols.</source>
        <translation>Stikk kortet før deg med en høytrumf eller en lavtrumf; den siste med kort er fjolset.</translation>
    </message>
    <message>
        <source>A game by Friedemann Friese. This is an unofficial implementation for home play.</source>
        <translation>Et spill av Friedemann Friese. Dette er en uoffisiell utgave til bruk hjemme.</translation>
    </message>
    <message>
        <source>Fool!</source>
        <translation>Fool!</translation>
    </message>
    <message>
        <source>Get rid of your cards, but never play the worst card of a trick.</source>
        <translation>Bli kvitt kortene dine, men legg aldri det dårligste kortet i et stikk.</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>Durak</translation>
    </message>
    <message>
        <source>Attack and defend; the last player with cards is the fool.</source>
        <translation>Angrip og forsvar deg; den siste med kort er duraken.</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>face-down card</source>
        <translation>kort med baksiden opp</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Alle andre, se bort.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Gi datamaskinen til {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Jeg er {name}: vis kortene mine</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Passing</source>
        <translation>Sende kort</translation>
    </message>
    <message>
        <source>The signal</source>
        <translation>Tegnet</translation>
    </message>
    <message>
        <source>Four of one rank per player, all dealt</source>
        <translation>Fire av samme valør per spiller, alle delt ut</translation>
    </message>
    <message>
        <source>The whole deck; the dealer draws from a pile</source>
        <translation>Hele kortstokken; giveren trekker fra en bunke</translation>
    </message>
    <message>
        <source>Everybody passes at the same time</source>
        <translation>Alle sender samtidig</translation>
    </message>
    <message>
        <source>Pass and take at your own pace</source>
        <translation>Send og ta i ditt eget tempo</translation>
    </message>
    <message>
        <source>Seconds to choose a card</source>
        <translation>Sekunder til å velge kort</translation>
    </message>
    <message>
        <source>When the time is up, the chosen card (or a random one) is passed. 0 waits for everybody.</source>
        <translation>Når tiden er ute, sendes det valgte kortet (eller et tilfeldig). 0 venter på alle.</translation>
    </message>
    <message>
        <source>Finger on the nose</source>
        <translation>Finger på nesen</translation>
    </message>
    <message>
        <source>Grab a spoon (one fewer than players)</source>
        <translation>Ta en skje (én færre enn spillere)</translation>
    </message>
    <message>
        <source>Signalling without four of a kind</source>
        <translation>Tegn uten fire like</translation>
    </message>
    <message>
        <source>You are the fjols</source>
        <translation>Du er fjolset</translation>
    </message>
    <message>
        <source>It does not count; play on</source>
        <translation>Det teller ikke; spill videre</translation>
    </message>
    <message>
        <source>Seconds to react to a signal</source>
        <translation>Sekunder til å reagere på tegnet</translation>
    </message>
    <message>
        <source>Who has not signalled by then is too late; of several, one is drawn at random to be the fjols.</source>
        <translation>Den som ikke har gitt tegn innen da, er for sent ute; er det flere, trekkes det lodd om hvem som blir fjolset.</translation>
    </message>
    <message>
        <source>A matchstick for each fjols</source>
        <translation>En fyrstikk for hvert fjols</translation>
    </message>
    <message>
        <source>A letter for each fjols; a full word is out</source>
        <translation>En bokstav for hvert fjols; med hele ordet er du ute</translation>
    </message>
    <message>
        <source>Word (letters scoring)</source>
        <translation>Ord (med bokstaver)</translation>
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
        <translation>Antall runder (med fyrstikker)</translation>
    </message>
    <message>
        <source>0 means play until you stop. With letters the match ends when one player is left.</source>
        <translation>0 betyr at dere spiller til dere slutter. Med bokstaver er det slutt når én spiller er igjen.</translation>
    </message>
    <message>
        <source>Computer players react</source>
        <translation>Dataspillerne reagerer</translation>
    </message>
    <message>
        <source>Slowly (good with children)</source>
        <translation>Sakte (fint med barn)</translation>
    </message>
    <message>
        <source>Normally</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Raskt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poengføring</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Slutten på spillet</translation>
    </message>
    <message>
        <source>Cards passed before each hand</source>
        <translation>Kort som byttes før hver runde</translation>
    </message>
    <message>
        <source>0 means the cards are never passed.</source>
        <translation>0 betyr at det aldri byttes kort.</translation>
    </message>
    <message>
        <source>Passing with three or five players</source>
        <translation>Bytte med tre eller fem spillere</translation>
    </message>
    <message>
        <source>There is no player opposite you at an odd table. With five players you may also pass two seats to the left and to the right.</source>
        <translation>Ved et bord med oddetall spillere sitter ingen overfor deg. Med fem spillere kan dere også bytte to plasser til venstre og til høyre.</translation>
    </message>
    <message>
        <source>Left, right, keep</source>
        <translation>Venstre, høyre, ingen bytte</translation>
    </message>
    <message>
        <source>Left, right, two left, two right, keep (five players)</source>
        <translation>Venstre, høyre, to til venstre, to til høyre, ingen bytte (fem spillere)</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>Å skyte månen</translation>
    </message>
    <message>
        <source>What happens when one player takes every heart and the queen of spades.</source>
        <translation>Hva som skjer når én spiller tar alle hjerterne og spar dame.</translation>
    </message>
    <message>
        <source>The others get 26 points each</source>
        <translation>De andre får 26 poeng hver</translation>
    </message>
    <message>
        <source>The shooter subtracts 26</source>
        <translation>Skytteren trekker fra 26</translation>
    </message>
    <message>
        <source>The shooter chooses</source>
        <translation>Skytteren velger</translation>
    </message>
    <message>
        <source>The game ends when someone reaches</source>
        <translation>Spillet er over når noen når</translation>
    </message>
    <message>
        <source>After the hand in which a total reaches this score, the lowest total wins.</source>
        <translation>Etter runden der en sum når dette tallet, vinner den laveste summen.</translation>
    </message>
    <message>
        <source>Ten of diamonds is a bonus card</source>
        <translation>Ruter ti er et bonuskort</translation>
    </message>
    <message>
        <source>Whoever takes the ten of diamonds subtracts points.</source>
        <translation>Den som tar ruter ti, får trukket fra poeng.</translation>
    </message>
    <message>
        <source>Value of the ten of diamonds</source>
        <translation>Verdien av ruter ti</translation>
    </message>
    <message>
        <source>Cards with their own points</source>
        <translation>Kort med egne poeng</translation>
    </message>
    <message>
        <source>Give any card the points it counts for whoever takes it: a penalty above 0, a bonus below 0. A heart or the queen of spades listed here counts these points instead of its usual 1 or 13. Shooting the moon still needs every heart and the queen of spades, and still counts 26.</source>
        <translation>Gi et hvilket som helst kort poengene det teller for den som tar det: straff over 0, bonus under 0. En hjerter eller spar dame på listen teller disse poengene i stedet for de vanlige 1 eller 13. Å skyte månen krever fortsatt alle hjerterne og spar dame og teller fortsatt 26.</translation>
    </message>
    <message>
        <source>Hearts are broken by</source>
        <translation>Hjerter brytes av</translation>
    </message>
    <message>
        <source>Until hearts are broken, nobody may lead a heart unless they hold nothing else.</source>
        <translation>Til hjerter er brutt, kan ingen spille ut en hjerter med mindre de ikke har noe annet.</translation>
    </message>
    <message>
        <source>A heart thrown by someone who cannot follow suit</source>
        <translation>En hjerter kastet av en som ikke kan bekjenne farge</translation>
    </message>
    <message>
        <source>Any heart played, a heart led from a hand of only hearts too</source>
        <translation>Hver hjerter som spilles, også en hjerter spilt ut fra en hånd med bare hjerter</translation>
    </message>
    <message>
        <source>The queen of spades breaks hearts</source>
        <translation>Spar dame bryter hjerter</translation>
    </message>
    <message>
        <source>Once the queen of spades has been played, hearts may be led.</source>
        <translation>Når spar dame har vært spilt, kan hjerter spilles ut.</translation>
    </message>
    <message>
        <source>No points in the first trick</source>
        <translation>Ingen poeng i første stikk</translation>
    </message>
    <message>
        <source>Hearts and the queen of spades may not be played in the first trick unless you hold nothing else.</source>
        <translation>Hjerter og spar dame kan ikke legges i første stikk med mindre du ikke har noe annet.</translation>
    </message>
    <message>
        <source>Holding only points in the first trick</source>
        <translation>Bare poengkort i første stikk</translation>
    </message>
    <message>
        <source>Play any card, the queen of spades too</source>
        <translation>Legg hvilket som helst kort, også spar dame</translation>
    </message>
    <message>
        <source>Play a heart, not the queen of spades</source>
        <translation>Legg en hjerter, ikke spar dame</translation>
    </message>
    <message>
        <source>Lead a heart when you hold only hearts and the queen of spades</source>
        <translation>Spill ut hjerter når du bare har hjerter og spar dame</translation>
    </message>
    <message>
        <source>Otherwise such a hand must lead the queen of spades while hearts are not broken.</source>
        <translation>Ellers må en slik hånd spille ut spar dame så lenge hjerter ikke er brutt.</translation>
    </message>
    <message>
        <source>Cards taken out with five players</source>
        <translation>Kort som tas ut med fem spillere</translation>
    </message>
    <message>
        <source>Five players get ten cards each, so two twos leave the pack. With three players only the two of diamonds leaves.</source>
        <translation>Fem spillere får ti kort hver, så to toere tas ut av kortstokken. Med tre spillere tas bare ruter 2 ut.</translation>
    </message>
    <message>
        <source>Two of diamonds and two of spades: the two of clubs leads</source>
        <translation>Ruter 2 og spar 2: kløver 2 spilles ut først</translation>
    </message>
    <message>
        <source>Two of diamonds and two of clubs: the three of clubs leads</source>
        <translation>Ruter 2 og kløver 2: kløver 3 spilles ut først</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Your own round list</source>
        <translation>Deres egne runder</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>A suit letter (C, D, H, S) for every card of that suit, a rank (2-10, J, Q, K, A) for all four of that rank, or one card such as KC. Several, separated by blanks, count together: C S are the black cards.</source>
        <translation>En fargebokstav (C, D, H, S for kløver, ruter, hjerter, spar) for hvert kort i fargen, en valør (2-10, J, Q, K, A for knekt, dame, konge, ess) for alle fire av den valøren, eller ett kort som KC (kløver konge). Flere, skilt med mellomrom, teller sammen: C S er de svarte kortene.</translation>
    </message>
    <message>
        <source>Points per card</source>
        <translation>Poeng per kort</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Nøkkel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Kind of round</source>
        <translation>Slags runde</translation>
    </message>
    <message>
        <source>Tricks: avoid something</source>
        <translation>Stikk: unngå noe</translation>
    </message>
    <message>
        <source>Kabale: get rid of your cards</source>
        <translation>Kabal: bli kvitt kortene</translation>
    </message>
    <message>
        <source>Points per trick taken</source>
        <translation>Poeng per stikk</translation>
    </message>
    <message>
        <source>Points for taking the first trick</source>
        <translation>Poeng for første stikk</translation>
    </message>
    <message>
        <source>Points for taking the last trick</source>
        <translation>Poeng for siste stikk</translation>
    </message>
    <message>
        <source>Your name for the round; empty shows the standard name.</source>
        <translation>Deres navn på runden; tomt viser standardnavnet.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilles</translation>
    </message>
    <message>
        <source>Cards that cost points</source>
        <translation>Kort som koster poeng</translation>
    </message>
    <message>
        <source>Points per pass</source>
        <translation>Poeng per pass</translation>
    </message>
    <message>
        <source>Kabale scored by</source>
        <translation>Kabalen gir poeng etter</translation>
    </message>
    <message>
        <source>Cards left when the first is out</source>
        <translation>Kort igjen når den første er ute</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Points per card left</source>
        <translation>Poeng per kort igjen</translation>
    </message>
    <message>
        <source>Points per place behind the winner</source>
        <translation>Poeng per plass bak vinneren</translation>
    </message>
    <message>
        <source>One value each for 3, 4, 5, 6 and 7 players: the second out gets it once, the third twice, and so on.</source>
        <translation>Én verdi hver for 3, 4, 5, 6 og 7 spillere: nummer to ut får den én gang, nummer tre to ganger og så videre.</translation>
    </message>
    <message>
        <source>Bonus for the first out</source>
        <translation>Bonus til den som går ut først</translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation>Rundene i den rekkefølgen de spilles</translation>
    </message>
    <message>
        <source>Leave a round out to skip it; some families play the kabale first.</source>
        <translation>Ta ut en runde for å hoppe over den; noen familier spiller kabalen først.</translation>
    </message>
    <message>
        <source>Avoid tricks</source>
        <translation>Unngå stikk</translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation>Unngå kløver</translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation>Unngå damer</translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation>Unngå kløver konge</translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation>Unngå siste stikk</translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation>Unngå første stikk</translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation>Unngå hjerter</translation>
    </message>
    <message>
        <source>Extra rounds</source>
        <translation>Ekstrarunder</translation>
    </message>
    <message>
        <source>Played just before the kabale, unless the order above places them.</source>
        <translation>Spilles rett før kabalen, med mindre rekkefølgen over plasserer dem.</translation>
    </message>
    <message>
        <source>Avoid tricks: points per trick</source>
        <translation>Unngå stikk: poeng per stikk</translation>
    </message>
    <message>
        <source>Avoid clubs: points per club</source>
        <translation>Unngå kløver: poeng per kløver</translation>
    </message>
    <message>
        <source>Avoid queens: points per queen</source>
        <translation>Unngå damer: poeng per dame</translation>
    </message>
    <message>
        <source>Avoid the king of clubs: points for it</source>
        <translation>Unngå kløver konge: poeng for den</translation>
    </message>
    <message>
        <source>Avoid the last trick: points for it</source>
        <translation>Unngå siste stikk: poeng for det</translation>
    </message>
    <message>
        <source>The last-trick round also penalises</source>
        <translation>Runden om siste stikk straffer også</translation>
    </message>
    <message>
        <source>Nothing else</source>
        <translation>Ingenting annet</translation>
    </message>
    <message>
        <source>The first trick, at the same points</source>
        <translation>Første stikk, med samme poeng</translation>
    </message>
    <message>
        <source>Avoid the first trick: points for it</source>
        <translation>Unngå første stikk: poeng for det</translation>
    </message>
    <message>
        <source>Avoid hearts: points per heart</source>
        <translation>Unngå hjerter: poeng per hjerter</translation>
    </message>
    <message>
        <source>Kabale: points per pass</source>
        <translation>Kabalen: poeng per pass</translation>
    </message>
    <message>
        <source>Kabale: points per card left when someone is out</source>
        <translation>Kabalen: poeng per kort igjen når noen er ute</translation>
    </message>
    <message>
        <source>Kabale: bonus for the first out</source>
        <translation>Kabalen: bonus til den som går ut først</translation>
    </message>
    <message>
        <source>Subtracted from the first player out (Swedish Jazz uses 10).</source>
        <translation>Trekkes fra hos den som først er ute (det svenske spillet Jazz bruker 10).</translation>
    </message>
    <message>
        <source>Kabale: the ace is</source>
        <translation>Kabalen: esset er</translation>
    </message>
    <message>
        <source>Low, below the two</source>
        <translation>Lavt, under toeren</translation>
    </message>
    <message>
        <source>High, above the king</source>
        <translation>Høyt, over kongen</translation>
    </message>
    <message>
        <source>Kabale: the sevens</source>
        <translation>Kabalen: sjuerne</translation>
    </message>
    <message>
        <source>All laid out before the first turn</source>
        <translation>Alle legges ut før første tur</translation>
    </message>
    <message>
        <source>Played in turn; a seven must be played first</source>
        <translation>Legges etter tur; en sjuer må legges først</translation>
    </message>
    <message>
        <source>Played in turn like any other card</source>
        <translation>Legges etter tur som alle andre kort</translation>
    </message>
    <message>
        <source>Kabale: cards</source>
        <translation>Kabalen: kort</translation>
    </message>
    <message>
        <source>The same cards as the trick rounds</source>
        <translation>De samme kortene som i stikkrundene</translation>
    </message>
    <message>
        <source>All 52; hands may differ by one card</source>
        <translation>Alle 52; noen kan få ett kort mer</translation>
    </message>
    <message>
        <source>The ace is low in the trick rounds too</source>
        <translation>Ess er lavest også i stikkrundene</translation>
    </message>
    <message>
        <source>Which twos leave the deck first</source>
        <translation>Hvilke toere som tas ut først</translation>
    </message>
    <message>
        <source>Three players remove one two, five remove two, seven three and six all four, so that everybody gets the same number of cards.</source>
        <translation>Tre spillere tar ut én toer, fem tar ut to, sju tre og seks alle fire, så alle får like mange kort.</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Ruter 2</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Hjerter 2</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Spar 2</translation>
    </message>
    <message>
        <source>Two of clubs</source>
        <translation>Kløver 2</translation>
    </message>
    <message>
        <source>End a round once all its penalties are taken</source>
        <translation>Stopp runden når alle straffepoengene er tatt</translation>
    </message>
    <message>
        <source>Saves time; it cannot change a score. Rounds that penalise every trick or the last trick are always played to the end.</source>
        <translation>Sparer tid og kan aldri endre poengene. Runder som straffer hvert stikk eller siste stikk, spilles alltid til slutt.</translation>
    </message>
    <message>
        <source>Tie for the lowest total</source>
        <translation>Likt med færrest poeng</translation>
    </message>
    <message>
        <source>They share the win</source>
        <translation>De deler seieren</translation>
    </message>
    <message>
        <source>Fewest points in the kabale wins, else they share</source>
        <translation>Færrest poeng i kabalen vinner, ellers deler de</translation>
    </message>
    <message>
        <source>Play your own round list</source>
        <translation>Spill deres egen liste med runder</translation>
    </message>
    <message>
        <source>Play the rounds below instead of the standard rounds; the points above are then not used.</source>
        <translation>Spill rundene nedenfor i stedet for standardrundene; poengene over brukes da ikke.</translation>
    </message>
    <message>
        <source>Your rounds in the order played</source>
        <translation>Deres runder i den rekkefølgen de spilles</translation>
    </message>
    <message>
        <source>Play more hands until one is lowest</source>
        <translation>Spill flere runder til én har færrest</translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation>Åpne kort (til øving)</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards are shown face up.</source>
        <translation>Alles kort ligger med forsiden opp.</translation>
    </message>
    <message>
        <source>Seksdagesløbet (standard)</source>
        <translation>Seksdagersløpet (standard)</translation>
    </message>
    <message>
        <source>Kabale first</source>
        <translation>Kabalen først</translation>
    </message>
    <message>
        <source>Seven rounds: first and last trick, all rules at once</source>
        <translation>Sju runder: første og siste stikk, alle regler på én gang</translation>
    </message>
    <message>
        <source>Black cards and diamonds, kabale by place</source>
        <translation>Svarte kort og ruter, kabal etter plassering</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>Å stikke</translation>
    </message>
    <message>
        <source>Picking up</source>
        <translation>Å ta opp</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Regnskap</translation>
    </message>
    <message>
        <source>Cards in play</source>
        <translation>Kort i spill</translation>
    </message>
    <message>
        <source>36 cards (sixes to aces) is usual; some families play with all 52, which makes the game longer and trumps rarer.</source>
        <translation>36 kort (seksere til ess) er vanlig; noen familier spiller med alle 52, så spillet blir lengre og trumfene sjeldnere.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angrep</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Forsvar</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Starten av spillet</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Podkidnoy is the usual game. Perevodnoy lets the defender pass the attack on; prostoy is played with five cards and no throw-ins; severnyi has a second trump suit late in the deal.</source>
        <translation>Podkidnoj er det vanlige spillet. Perevodnoj lar forsvareren sende angrepet videre; prostoj spilles med fem kort og uten innkast; severnyj har en ekstra trumffarge sent i spillet.</translation>
    </message>
    <message>
        <source>Podkidnoy (throw-in)</source>
        <translation>Podkidnoj (kast inn)</translation>
    </message>
    <message>
        <source>Perevodnoy (transfer)</source>
        <translation>Perevodnoj (send videre)</translation>
    </message>
    <message>
        <source>Prostoy (five cards)</source>
        <translation>Prostoj (fem kort)</translation>
    </message>
    <message>
        <source>Severnyi (two trump suits)</source>
        <translation>Severnyj (to trumffarger)</translation>
    </message>
    <message>
        <source>Cards in the pack</source>
        <translation>Kort i kortstokken</translation>
    </message>
    <message>
        <source>24 cards (nine to ace) is for two players only.</source>
        <translation>24 kort (niere til ess) er bare for to spillere.</translation>
    </message>
    <message>
        <source>24 cards (9 to ace)</source>
        <translation>24 kort (9 til ess)</translation>
    </message>
    <message>
        <source>36 cards (6 to ace)</source>
        <translation>36 kort (6 til ess)</translation>
    </message>
    <message>
        <source>52 cards (2 to ace)</source>
        <translation>52 kort (2 til ess)</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Partners sit opposite (four players) or every other seat (six players). The team left with cards loses.</source>
        <translation>Makkerne sitter overfor hverandre (fire spillere) eller på annenhver plass (seks spillere). Laget som blir sittende med kort, taper.</translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation>Alle for seg selv</translation>
    </message>
    <message>
        <source>Two against two</source>
        <translation>To mot to</translation>
    </message>
    <message>
        <source>Three against three</source>
        <translation>Tre mot tre</translation>
    </message>
    <message>
        <source>Who may throw in</source>
        <translation>Hvem som kan kaste inn</translation>
    </message>
    <message>
        <source>Everybody up to four players, else neighbours</source>
        <translation>Alle til og med fire spillere, ellers naboene</translation>
    </message>
    <message>
        <source>Every attacker</source>
        <translation>Alle angripere</translation>
    </message>
    <message>
        <source>The defender&apos;s two neighbours</source>
        <translation>Forsvarerens to naboer</translation>
    </message>
    <message>
        <source>Only the main attacker</source>
        <translation>Bare hovedangriperen</translation>
    </message>
    <message>
        <source>When attackers may throw in</source>
        <translation>Når angriperne kan kaste inn</translation>
    </message>
    <message>
        <source>When every card on the table is beaten</source>
        <translation>Når alle kortene på bordet er stukket</translation>
    </message>
    <message>
        <source>After every card the defender beats</source>
        <translation>Etter hvert kort forsvareren stikker</translation>
    </message>
    <message>
        <source>Attackers may add cards when the defender takes</source>
        <translation>Angriperne kan legge til kort når forsvareren tar opp</translation>
    </message>
    <message>
        <source>At most five attack cards early in the deal</source>
        <translation>Høyst fem angrepskort tidlig i spillet</translation>
    </message>
    <message>
        <source>No: six in every bout</source>
        <translation>Nei: seks i hvert angrep</translation>
    </message>
    <message>
        <source>In the first bout</source>
        <translation>I første angrep</translation>
    </message>
    <message>
        <source>Until the first bout has been beaten</source>
        <translation>Til første angrep er slått tilbake</translation>
    </message>
    <message>
        <source>Swap the lowest trump for the turned-up trump</source>
        <translation>Bytt den laveste trumfen mot den snudde trumfen</translation>
    </message>
    <message>
        <source>Only the player who was dealt the lowest trump may swap it, before a bout and while the turned-up card is still under the talon.</source>
        <translation>Bare den som fikk den laveste trumfen i utdelingen, kan bytte den, før et angrep og mens det snudde kortet fortsatt ligger under bunken.</translation>
    </message>
    <message>
        <source>Every deal (not in prostoy)</source>
        <translation>I hvert spill (ikke i prostoj)</translation>
    </message>
    <message>
        <source>Every deal</source>
        <translation>I hvert spill</translation>
    </message>
    <message>
        <source>Only before the first attack</source>
        <translation>Bare før første angrep</translation>
    </message>
    <message>
        <source>Only in the first deal</source>
        <translation>Bare i første spill</translation>
    </message>
    <message>
        <source>Who attacks first after the first deal</source>
        <translation>Hvem som angriper først etter første spill</translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour</source>
        <translation>Spilleren til venstre for giveren</translation>
    </message>
    <message>
        <source>The dealer&apos;s right neighbour attacks the fool</source>
        <translation>Giverens høyre nabo angriper duraken</translation>
    </message>
    <message>
        <source>The lowest trump</source>
        <translation>Den laveste trumfen</translation>
    </message>
    <message>
        <source>Prostoy: who attacks first in the first deal</source>
        <translation>Prostoj: hvem som angriper først i første spill</translation>
    </message>
    <message>
        <source>Our rules let the lowest trump start the first deal in every variant; some prostoy rules start with the dealer&apos;s left neighbour.</source>
        <translation>Reglene våre lar den laveste trumfen begynne første spill i alle varianter; noen prostoj-regler begynner med giverens venstre nabo.</translation>
    </message>
    <message>
        <source>Our rules say only that an attack is one, three or five cards. The pairs come from the Russian rules as pagat.com describes them: a pair and any third card, or two pairs and any fifth card.</source>
        <translation>Reglene våre sier bare at et angrep er ett, tre eller fem kort. Parene kommer fra de russiske reglene slik pagat.com beskriver dem: et par og et valgfritt tredje kort, eller to par og et valgfritt femte.</translation>
    </message>
    <message>
        <source>The lowest trump, as in the other variants</source>
        <translation>Den laveste trumfen, som i de andre variantene</translation>
    </message>
    <message>
        <source>Nobody holds a trump</source>
        <translation>Ingen har trumf</translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour attacks</source>
        <translation>Spilleren til venstre for giveren angriper</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Del ut på nytt</translation>
    </message>
    <message>
        <source>The lowest card beats the ace of its suit</source>
        <translation>Det laveste kortet stikker esset i sin farge</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nei</translation>
    </message>
    <message>
        <source>Only in trumps</source>
        <translation>Bare i trumf</translation>
    </message>
    <message>
        <source>In every suit</source>
        <translation>I alle farger</translation>
    </message>
    <message>
        <source>Perevodnoy: cards added when passing the attack on</source>
        <translation>Perevodnoj: kort som legges til når angrepet sendes videre</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Så mange du vil</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Ett</translation>
    </message>
    <message>
        <source>Perevodnoy: pass the attack on by showing the trump of its rank</source>
        <translation>Perevodnoj: send angrepet videre ved å vise trumfen i samme valør</translation>
    </message>
    <message>
        <source>Severnyi: the second trump suit</source>
        <translation>Severnyj: den andre trumffargen</translation>
    </message>
    <message>
        <source>Ranks above the first</source>
        <translation>Rangerer over den første</translation>
    </message>
    <message>
        <source>Replaces the first</source>
        <translation>Erstatter den første</translation>
    </message>
    <message>
        <source>Prostoy: no more attack cards than the defender holds</source>
        <translation>Prostoj: ikke flere angrepskort enn forsvareren har</translation>
    </message>
    <message>
        <source>Prostoy: the cards of an attack</source>
        <translation>Prostoj: kortene i et angrep</translation>
    </message>
    <message>
        <source>Any one, three or five cards</source>
        <translation>Valgfrie ett, tre eller fem kort</translation>
    </message>
    <message>
        <source>One card, a pair and one more, or two pairs and one more</source>
        <translation>Ett kort, et par og ett til eller to par og ett til</translation>
    </message>
    <message>
        <source>Announce &quot;durak with epaulettes&quot;</source>
        <translation>Meld «durak med epåletter»</translation>
    </message>
    <message>
        <source>When the last card played against the durak was a six.</source>
        <translation>Når det siste kortet som ble spilt mot duraken, var en sekser.</translation>
    </message>
    <message>
        <source>A matchstick for every lost deal</source>
        <translation>En fyrstikk for hvert tapt spill</translation>
    </message>
    <message>
        <source>0 means the match goes on until you stop.</source>
        <translation>0 betyr at dere holder på til dere slutter.</translation>
    </message>
    <message>
        <source>The match ends when somebody has this many matchsticks</source>
        <translation>Det hele er over når noen har så mange fyrstikker</translation>
    </message>
    <message>
        <source>0 means no limit.</source>
        <translation>0 betyr ingen grense.</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>Kort til hver spiller</translation>
    </message>
    <message>
        <source>Five is usual in Fjols, six in Durak.</source>
        <translation>Fem er vanlig i Fjols, seks i Durak.</translation>
    </message>
    <message>
        <source>A player who cannot beat takes</source>
        <translation>Den som ikke kan stikke, tar opp</translation>
    </message>
    <message>
        <source>Only the last card played (the rest is put aside)</source>
        <translation>Bare det sist spilte kortet (resten legges bort)</translation>
    </message>
    <message>
        <source>The whole pile</source>
        <translation>Hele bunken</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>Å bekjenne farge</translation>
    </message>
    <message>
        <source>How &quot;follow suit if you can, trump if you are void&quot; limits the card you beat with.</source>
        <translation>Hvordan «bekjenn farge hvis du kan, trumf hvis du er renons» bestemmer hvilket kort du stikker med.</translation>
    </message>
    <message>
        <source>Beat in the suit if you can; otherwise you may trump</source>
        <translation>Stikk i fargen hvis du kan, ellers kan du trumfe</translation>
    </message>
    <message>
        <source>Trump only when you hold no card of the suit</source>
        <translation>Trumf bare når du er renons</translation>
    </message>
    <message>
        <source>Any card that beats</source>
        <translation>Hvilket som helst kort som stikker</translation>
    </message>
    <message>
        <source>Picking up although you could beat</source>
        <translation>Å ta opp selv om man kan stikke</translation>
    </message>
    <message>
        <source>Never: only when you cannot beat</source>
        <translation>Aldri: bare når du ikke kan stikke</translation>
    </message>
    <message>
        <source>When you cannot beat in the suit (instead of trumping)</source>
        <translation>Når du ikke kan stikke i fargen (i stedet for å trumfe)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>A higher low trump beats a low trump</source>
        <translation>En høyere lavtrumf stikker en lavtrumf</translation>
    </message>
    <message>
        <source>Otherwise a low trump can only be beaten by a high trump.</source>
        <translation>Ellers kan en lavtrumf bare stikkes av en høytrumf.</translation>
    </message>
    <message>
        <source>Put the pile aside after one round</source>
        <translation>Legg bort bunken etter én runde</translation>
    </message>
    <message>
        <source>When every player has beaten once, the cards are put aside and the last player to beat leads a new card (as in Skitgubbe).</source>
        <translation>Når alle spillerne har stukket én gang, legges kortene bort, og den som stakk sist, spiller ut et nytt kort (som i Skitgubbe).</translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation>Hvem som gir neste spill</translation>
    </message>
    <message>
        <source>The fjols</source>
        <translation>Fjolset</translation>
    </message>
    <message>
        <source>The player to the dealer&apos;s left</source>
        <translation>Spilleren til venstre for giveren</translation>
    </message>
    <message>
        <source>Count matchsticks</source>
        <translation>Tell fyrstikker</translation>
    </message>
    <message>
        <source>The fjols of each deal gets a matchstick; the scoresheet shows how often everybody has been the fjols.</source>
        <translation>Fjolset i hvert spill får en fyrstikk; regnskapet viser hvor ofte hver av dere har vært fjols.</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Antall spill</translation>
    </message>
    <message>
        <source>0 means play until you stop.</source>
        <translation>0 betyr at dere spiller til dere slutter.</translation>
    </message>
    <message>
        <source>Cards used</source>
        <translation>Kort som brukes</translation>
    </message>
    <message>
        <source>Which values of each colour, and how many wild ones, are dealt at each table size. The whole prepared deck is dealt.</source>
        <translation>Hvilke tall i hver farge og hvor mange enere som deles ut ved hvert antall spillere. Hele den utvalgte kortstokken deles ut.</translation>
    </message>
    <message>
        <source>FOOL! (reconstructed overview cards; 12 cards each, 11 with eight players)</source>
        <translation>FOOL! (rekonstruerte oversiktskort; 12 kort til hver, 11 med åtte spillere)</translation>
    </message>
    <message>
        <source>Foppen 1995 (60 cards, four to six players)</source>
        <translation>Foppen 1995 (60 kort, fire til seks spillere)</translation>
    </message>
    <message>
        <source>Two fools per trick</source>
        <translation>To narrer per stikk</translation>
    </message>
    <message>
        <source>At a large table the two worst cards of a trick both make their players sit out the next trick.</source>
        <translation>Ved et stort bord gjør de to dårligste kortene i et stikk begge spillerne til narr, så de står over neste stikk.</translation>
    </message>
    <message>
        <source>With seven or eight players</source>
        <translation>Med sju eller åtte spillere</translation>
    </message>
    <message>
        <source>With eight players</source>
        <translation>Med åtte spillere</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldri</translation>
    </message>
    <message>
        <source>Equal worst cards</source>
        <translation>Like dårlige kort</translation>
    </message>
    <message>
        <source>Which of two equal worst cards (the same value in different colours, or two wild ones) is the worse.</source>
        <translation>Hvilket av to like dårlige kort (samme tall i forskjellige farger, eller to enere) som er dårligst.</translation>
    </message>
    <message>
        <source>The one played later</source>
        <translation>Det som ble lagt sist</translation>
    </message>
    <message>
        <source>The one played earlier</source>
        <translation>Det som ble lagt først</translation>
    </message>
    <message>
        <source>Minus points per wild one left in hand</source>
        <translation>Minuspoeng per ener igjen på hånden</translation>
    </message>
    <message>
        <source>Points for emptying your hand</source>
        <translation>Poeng for å tømme hånden</translation>
    </message>
    <message>
        <source>Points for emptying your hand while becoming the fool</source>
        <translation>Poeng for å tømme hånden og samtidig bli narr</translation>
    </message>
    <message>
        <source>The game ends when a total is at or below</source>
        <translation>Spillet er over når en sum er på eller under</translation>
    </message>
    <message>
        <source>The game ends when a player has emptied the hand this often</source>
        <translation>Spillet er over når en spiller har tømt hånden så mange ganger</translation>
    </message>
    <message>
        <source>Counts the rounds in which the player got the points for emptying the hand (not the rounds in which they also became the fool).</source>
        <translation>Teller rundene der spilleren fikk poengene for tom hånd (ikke de der spilleren også ble narr).</translation>
    </message>
    <message>
        <source>A trick of wild ones only is won by</source>
        <translation>Et stikk med bare enere vinnes av</translation>
    </message>
    <message>
        <source>The first wild one played</source>
        <translation>Den første eneren som ble spilt</translation>
    </message>
    <message>
        <source>The last wild one played</source>
        <translation>Den siste eneren som ble spilt</translation>
    </message>
    <message>
        <source>Tie for the highest total</source>
        <translation>Likt med flest poeng</translation>
    </message>
    <message>
        <source>Most emptied hands wins, else they share</source>
        <translation>Flest tømte hender vinner, ellers deler de</translation>
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
        <translation>nei</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n oppføring</numerusform>
            <numerusform>%n oppføringer</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules that cannot be read</source>
        <translation>Husregler som ikke kan leses</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n til</numerusform>
            <numerusform>%n til</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules: {game}</source>
        <translation>Husregler: {game}</translation>
    </message>
    <message>
        <source>House rules for {game}</source>
        <translation>Husregler for {game}</translation>
    </message>
    <message>
        <source>House rules for {game} with {count} players</source>
        <translation>Husregler for {game} med {count} spillere</translation>
    </message>
    <message>
        <source>Problem with these rules</source>
        <translation>Problem med disse reglene</translation>
    </message>
    <message>
        <source>Put every rule back to the standard game</source>
        <translation>Sett alle reglene tilbake til standardspillet</translation>
    </message>
    <message>
        <source>Rules text (F1)</source>
        <translation>Regeltekst (F1)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Regelsett:</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Lagre som…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Gi nytt navn…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksporter…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Your own changes</source>
        <translation>Dine egne endringer</translation>
    </message>
    <message>
        <source>Save the house rules</source>
        <translation>Lagre husreglene</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Navn på regelsettet:</translation>
    </message>
    <message>
        <source>Replace the preset?</source>
        <translation>Erstatte regelsettet?</translation>
    </message>
    <message>
        <source>A preset called “{name}” exists. Replace it?</source>
        <translation>Det finnes allerede et regelsett som heter «{name}». Vil du erstatte det?</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Lagret som «{name}».</translation>
    </message>
    <message>
        <source>Rename the preset</source>
        <translation>Gi regelsettet nytt navn</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nytt navn:</translation>
    </message>
    <message>
        <source>Renamed to “{name}”.</source>
        <translation>Har fått nytt navn: «{name}».</translation>
    </message>
    <message>
        <source>Delete the preset?</source>
        <translation>Slette regelsettet?</translation>
    </message>
    <message>
        <source>Delete the preset “{name}”? The rules in the form stay as they are.</source>
        <translation>Slette regelsettet «{name}»? Reglene i skjemaet blir som de er.</translation>
    </message>
    <message>
        <source>“{name}” was deleted.</source>
        <translation>«{name}» ble slettet.</translation>
    </message>
    <message>
        <source>Export the house rules</source>
        <translation>Eksporter husreglene</translation>
    </message>
    <message>
        <source>Fjols house rules (*.json)</source>
        <translation>Husregler for Fjols (*.json)</translation>
    </message>
    <message>
        <source>“{name}” was exported to {file}.</source>
        <translation>«{name}» ble eksportert til {file}.</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Importer husregler</translation>
    </message>
    <message>
        <source>Fjols house rules (*.json);;All files (*)</source>
        <translation>Husregler for Fjols (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>{file} was not imported: {problem}</source>
        <translation>{file} ble ikke importert: {problem}</translation>
    </message>
    <message>
        <source>{file} holds house rules for {game}, not for this game; nothing was imported.</source>
        <translation>{file} har husregler for {game}, ikke for dette spillet; ingenting ble importert.</translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation>Importerte «{name}».</translation>
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
        <translation>Lille Bjørn</translation>
    </message>
    <message>
        <source>Plays from the hand and forgets what has been played.</source>
        <translation>Spiller fra hånden og glemmer hva som er spilt.</translation>
    </message>
    <message>
        <source>Mor</source>
        <translation>Mor</translation>
    </message>
    <message>
        <source>Counts the cards and knows the tricks of the game.</source>
        <translation>Teller kortene og kan knepene i spillet.</translation>
    </message>
    <message>
        <source>Morfar</source>
        <translation>Morfar</translation>
    </message>
    <message>
        <source>Thinks every card through by playing the hand out in his head.</source>
        <translation>Tenker gjennom hvert kort ved å spille hånden ferdig i hodet.</translation>
    </message>
    <message>
        <source>Terningen</source>
        <translation>Terningen</translation>
    </message>
    <message>
        <source>Plays any allowed card at random.</source>
        <translation>Spiller et tilfeldig kort som er lov.</translation>
    </message>
    <message>
        <source>{name} ({strength})</source>
        <translation>{name} ({strength})</translation>
    </message>
    <message>
        <source>random cards</source>
        <translation>tilfeldige kort</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lett</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>middels</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>vanskelig</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scoresheet</source>
        <translation>Regnskap</translation>
    </message>
    <message>
        <source>The scores of each deal are written here.</source>
        <translation>Poengene for hver runde skrives her.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Start runden på nytt</translation>
    </message>
    <message>
        <source>Deal the ne&amp;xt hand</source>
        <translation>&amp;Gi neste runde</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Innstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;About Fjols</source>
        <translation>&amp;Om Fjols</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hovedverktøylinje</translation>
    </message>
    <message>
        <source>What happens at the table</source>
        <translation>Det som skjer ved bordet</translation>
    </message>
    <message>
        <source>Game and deal</source>
        <translation>Spill og runde</translation>
    </message>
    <message>
        <source>House rules at this table</source>
        <translation>Husregler ved dette bordet</translation>
    </message>
    <message>
        <source>Cannot start</source>
        <translation>Kan ikke starte</translation>
    </message>
    <message>
        <source>House rules: {summary}</source>
        <translation>Husregler: {summary}</translation>
    </message>
    <message>
        <source>Click to read the rules (F1).</source>
        <translation>Klikk for å lese reglene (F1).</translation>
    </message>
    <message>
        <source>About Fjols</source>
        <translation>Om Fjols</translation>
    </message>
    <message>
        <source>Fjols: a card table for the whole family.
Version {version}.</source>
        <translation>Fjols: et kortbord for hele familien.
Versjon {version}.</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Venter på {name}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Runden er over</translation>
    </message>
    <message>
        <source>Your turn, {name}. {prompt}</source>
        <translation>Din tur, {name}. {prompt}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>Waiting for {names}</source>
        <translation>Venter på {names}</translation>
    </message>
    <message>
        <source>Choose a game to start: Game ▸ New game.</source>
        <translation>Velg et spill for å begynne: Spill ▸ Nytt spill.</translation>
    </message>
    <message>
        <source>{game} · deal {number}</source>
        <translation>{game} · runde {number}</translation>
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
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Antall spillere:</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Husregler…</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Family…</source>
        <translation>Familien…</translation>
    </message>
    <message>
        <source>The name in seat {number} is too long.</source>
        <translation>Navnet på plass {number} er for langt.</translation>
    </message>
    <message>
        <source>The name in seat {number} has no letter that can be saved.</source>
        <translation>Navnet på plass {number} har ingen bokstav som kan lagres.</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Plass &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Datamaskin: {level}</translation>
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
        <translation>Grupper av regler</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generelt</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} til {high}</translation>
    </message>
    <message>
        <source>From {low} to {high}</source>
        <translation>Fra {low} til {high}</translation>
    </message>
</context>
<context>
    <name>PenaltyCardsEditor</name>
    <message>
        <source>Every club ♣</source>
        <translation>Alle kløver ♣</translation>
    </message>
    <message>
        <source>Every diamond ♦</source>
        <translation>Alle ruter ♦</translation>
    </message>
    <message>
        <source>Every heart ♥</source>
        <translation>Alle hjerter ♥</translation>
    </message>
    <message>
        <source>Every spade ♠</source>
        <translation>Alle spar ♠</translation>
    </message>
    <message>
        <source>Every black card ♣ ♠</source>
        <translation>Alle svarte kort ♣ ♠</translation>
    </message>
    <message>
        <source>Every red card ♦ ♥</source>
        <translation>Alle røde kort ♦ ♥</translation>
    </message>
    <message>
        <source>All four twos</source>
        <translation>Alle fire toere</translation>
    </message>
    <message>
        <source>All four threes</source>
        <translation>Alle fire treere</translation>
    </message>
    <message>
        <source>All four fours</source>
        <translation>Alle fire firere</translation>
    </message>
    <message>
        <source>All four fives</source>
        <translation>Alle fire femmere</translation>
    </message>
    <message>
        <source>All four sixes</source>
        <translation>Alle fire seksere</translation>
    </message>
    <message>
        <source>All four sevens</source>
        <translation>Alle fire sjuere</translation>
    </message>
    <message>
        <source>All four eights</source>
        <translation>Alle fire åttere</translation>
    </message>
    <message>
        <source>All four nines</source>
        <translation>Alle fire niere</translation>
    </message>
    <message>
        <source>All four tens</source>
        <translation>Alle fire tiere</translation>
    </message>
    <message>
        <source>All four jacks</source>
        <translation>Alle fire knekter</translation>
    </message>
    <message>
        <source>All four queens</source>
        <translation>Alle fire damer</translation>
    </message>
    <message>
        <source>All four kings</source>
        <translation>Alle fire konger</translation>
    </message>
    <message>
        <source>All four aces</source>
        <translation>Alle fire ess</translation>
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
        <translation>Poeng per kort</translation>
    </message>
    <message>
        <source>Add cards</source>
        <translation>Legg til kort</translation>
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
        <translation>Poeng per kort, rad {n}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <source>the trick</source>
        <translation>stikket</translation>
    </message>
    <message>
        <source>a row</source>
        <translation>en rekke</translation>
    </message>
    <message>
        <source>the cards to pass</source>
        <translation>kortene som skal gis bort</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stikk</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Siste stikk</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Tatte stikk</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Trekkbunke</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Snudd kort</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kastebunke</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rekke</translation>
    </message>
    <message>
        <source>FOOL</source>
        <translation>FOOL</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>trekkbunken</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>hånden din</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>det snudde kortet</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>kastebunken</translation>
    </message>
    <message>
        <source>the chain</source>
        <translation>bunken</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>bordet</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Gitt bort</translation>
    </message>
</context>
<context>
    <name>PlacePointsEditor</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Points per place with %n player(s)</source>
        <translation>
            <numerusform>Poeng per plass med %n spiller</numerusform>
            <numerusform>Poeng per plass med %n spillere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Trekk</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Take back your move</source>
        <translation>&amp;Angre trekket</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Siste stikk</translation>
    </message>
    <message>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Gjennomgå forrige runde…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>Choose the card to the left</source>
        <translation>Velg kortet til venstre</translation>
    </message>
    <message>
        <source>Choose the card to the right</source>
        <translation>Velg kortet til høyre</translation>
    </message>
    <message>
        <source>Lift the chosen card</source>
        <translation>Løft det valgte kortet</translation>
    </message>
    <message>
        <source>Put the chosen card down</source>
        <translation>Legg ned det valgte kortet</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Spill de valgte kortene</translation>
    </message>
    <message>
        <source>Default action (the button under the hand)</source>
        <translation>Standardhandling (knappen under hånden)</translation>
    </message>
    <message>
        <source>Put every card down</source>
        <translation>Legg ned alle kortene</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Tenker ut et hint…</translation>
    </message>
    <message>
        <source>Take back your move?</source>
        <translation>Angre trekket?</translation>
    </message>
    <message>
        <source>Taking back moves is learner mode: the scoresheet will mark this match. Turn learner mode on?</source>
        <translation>Å angre trekk er øvingsmodus: regnskapet vil merke dette spillet. Slå på øvingsmodus?</translation>
    </message>
    <message>
        <source>(cannot be played now)</source>
        <translation>(kan ikke spilles nå)</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} og {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n imagined deal(s)</source>
        <translation>
            <numerusform>%n tenkt utdeling</numerusform>
            <numerusform>%n tenkte utdelinger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imagined round(s)</source>
        <translation>
            <numerusform>%n tenkt runde</numerusform>
            <numerusform>%n tenkte runder</numerusform>
        </translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Det trekket er ikke lov nå.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>This deal is over.</source>
        <translation>Denne runden er over.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>You must follow suit: you still hold {suit}.</source>
        <translation>Du må bekjenne farge: du har fortsatt {suit}.</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Spill et kort fra hånden din.</translation>
    </message>
    <message>
        <source>This game is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Dette spillet er for {minimum} til {maximum} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>The house rule “{option}” has a value that cannot be used.</source>
        <translation>Husregelen «{option}» har en verdi som ikke kan brukes.</translation>
    </message>
    <message>
        <source>The saved house rules could not be read.</source>
        <translation>De lagrede husreglene kunne ikke leses.</translation>
    </message>
    <message>
        <source>{card} is listed twice: give each card its points once.</source>
        <translation>{card} står der to ganger: gi hvert kort poengene sine én gang.</translation>
    </message>
    <message>
        <source>{card} may count from {minimum} to {maximum} points, not {value}.</source>
        <translation>{card} kan telle fra {minimum} til {maximum} poeng, ikke {value}.</translation>
    </message>
    <message>
        <source>Pass the computer to {seat} first.</source>
        <translation>Gi datamaskinen til {seat} først.</translation>
    </message>
    <message>
        <source>Drop the card on {pile}.</source>
        <translation>Slipp kortet på {pile}.</translation>
    </message>
    <message>
        <source>{card} cannot be played there.</source>
        <translation>{card} kan ikke spilles der.</translation>
    </message>
    <message>
        <source>Select one more card.</source>
        <translation>Velg ett kort til.</translation>
    </message>
    <message>
        <source>Select {count} more cards.</source>
        <translation>Velg {count} kort til.</translation>
    </message>
    <message>
        <source>{seat}&apos;s computer player failed; a random move was played.</source>
        <translation>Dataspilleren til {seat} feilet; et tilfeldig trekk ble spilt.</translation>
    </message>
    <message>
        <source>This is the only move allowed.</source>
        <translation>Dette er det eneste trekket som er lov.</translation>
    </message>
    <message>
        <source>The other moves all come to the same.</source>
        <translation>De andre trekkene kommer ut på ett.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Valgt tilfeldig.</translation>
    </message>
    <message>
        <source>No reason given.</source>
        <translation>Ingen begrunnelse.</translation>
    </message>
    <message>
        <source>This did best in {worlds}.</source>
        <translation>Dette gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>til venstre</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>til høyre</translation>
    </message>
    <message>
        <source>across</source>
        <translation>over bordet</translation>
    </message>
    <message>
        <source>two seats to the left</source>
        <translation>to plasser til venstre</translation>
    </message>
    <message>
        <source>two seats to the right</source>
        <translation>to plasser til høyre</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>ingen bytte</translation>
    </message>
</context>
<context>
    <name>Reasons:davoserjas</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: nå er det {turn} som skal spille.</translation>
    </message>
    <message>
        <source>There is no passing in this round: play a card.</source>
        <translation>Det er ikke lov å melde pass i denne runden: spill et kort.</translation>
    </message>
    <message>
        <source>A card of yours fits, so you may not pass.</source>
        <translation>Du har et kort som passer, så du kan ikke melde pass.</translation>
    </message>
    <message>
        <source>Lay a card in the kabale, or pass.</source>
        <translation>Legg et kort i kabalen, eller meld pass.</translation>
    </message>
    <message>
        <source>Lay your seven first.</source>
        <translation>Legg sjueren din først.</translation>
    </message>
    <message>
        <source>{card} does not fit the {row} row yet.</source>
        <translation>{card} passer ikke i {row}-rekken ennå.</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spill ut et hvilket som helst kort.</translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation>Bekjenn farge: spill en {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation>Du kan ikke bekjenne farge: spill hvilket kort du vil.</translation>
    </message>
    <message>
        <source>Lay a card next to its row.</source>
        <translation>Legg et kort ved siden av rekken sin.</translation>
    </message>
    <message>
        <source>Nothing fits: you must pass.</source>
        <translation>Ingenting passer: du må melde pass.</translation>
    </message>
    <message>
        <source>Round {index} of {of}: {id}</source>
        <translation>Runde {index} av {of}: {id}</translation>
    </message>
    <message>
        <source>Round {index} of {of}: {name}</source>
        <translation>Runde {index} av {of}: {name}</translation>
    </message>
    <message>
        <source>+{points} per trick</source>
        <translation>+{points} per stikk</translation>
    </message>
    <message>
        <source>+{points} per {cards} taken</source>
        <translation>+{points} per {cards} i stikkene</translation>
    </message>
    <message>
        <source>+{points} for the first trick</source>
        <translation>+{points} for første stikk</translation>
    </message>
    <message>
        <source>+{points} for the last trick</source>
        <translation>+{points} for siste stikk</translation>
    </message>
    <message>
        <source>+{points} per pass</source>
        <translation>+{points} per pass</translation>
    </message>
    <message>
        <source>+{points} per card left when someone is out</source>
        <translation>+{points} per kort igjen når noen er ute</translation>
    </message>
    <message>
        <source>+{points} per place behind the winner</source>
        <translation>+{points} per plass bak vinneren</translation>
    </message>
    <message>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
    <message>
        <source>−{points} for the first out</source>
        <translation>−{points} til den som er først ute</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Out of play: {cards}</source>
        <translation>Ute av spillet: {cards}</translation>
    </message>
    <message>
        <source>The ace is low.</source>
        <translation>Esset er lavt.</translation>
    </message>
    <message>
        <source>The ace goes below the two.</source>
        <translation>Esset kommer under toeren.</translation>
    </message>
    <message>
        <source>The ace goes above the king.</source>
        <translation>Esset kommer over kongen.</translation>
    </message>
    <message>
        <source>The sevens were laid out first.</source>
        <translation>Sjuerne ble lagt ut først.</translation>
    </message>
    <message>
        <source>Holding a seven, you lay it first.</source>
        <translation>Har du en sjuer, legger du den først.</translation>
    </message>
    <message>
        <source>Sevens are laid in turn.</source>
        <translation>Sjuerne legges etter tur.</translation>
    </message>
    <message>
        <source>{suit}</source>
        <translation>{suit}</translation>
    </message>
    <message>
        <source>{seat} is out ({place}).</source>
        <translation>{seat} er ute som {place}.</translation>
    </message>
    <message>
        <source>Every penalty was taken after trick {after_trick}.</source>
        <translation>Alle straffepoengene var tatt etter stikk {after_trick}.</translation>
    </message>
    <message>
        <source>“{cards}” names no cards: write suits (C D H S), ranks (2–10 J Q K A) or cards like KC.</source>
        <translation>«{cards}» angir ingen kort: skriv farger (C D H S), valører (2–10 J Q K A) eller kort som KC.</translation>
    </message>
    <message>
        <source>Round “{round}” penalises the same cards twice.</source>
        <translation>Runden «{round}» straffer de samme kortene to ganger.</translation>
    </message>
    <message>
        <source>A round is listed twice.</source>
        <translation>En runde står to ganger på lista.</translation>
    </message>
    <message>
        <source>At least one round must be played.</source>
        <translation>Minst én runde må spilles.</translation>
    </message>
    <message>
        <source>At most {maximum} rounds.</source>
        <translation>Høyst {maximum} runder.</translation>
    </message>
    <message>
        <source>List each of the four twos once.</source>
        <translation>Før opp hver av de fire toerne én gang.</translation>
    </message>
    <message>
        <source>The name of round “{round}” is too long.</source>
        <translation>Navnet på runden «{round}» er for langt.</translation>
    </message>
    <message>
        <source>Round key “{round}”: use lower-case letters, digits and _.</source>
        <translation>Rundenøkkelen «{round}»: bruk små bokstaver, sifre og _.</translation>
    </message>
    <message>
        <source>Round “{round}” needs five place points (for 3 to 7 players).</source>
        <translation>Runden «{round}» trenger fem plasspoeng (for 3 til 7 spillere).</translation>
    </message>
    <message>
        <source>Round “{round}” has a value that cannot be used.</source>
        <translation>Runden «{round}» har en verdi som ikke kan brukes.</translation>
    </message>
    <message>
        <source>Lead low with {card}: someone else holds a higher card of that suit.</source>
        <translation>Spill ut lavt med {card}: noen andre har et høyere kort i den fargen.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody else holds a higher card of that suit, so it wins the trick.</source>
        <translation>Spill ut {card}: ingen andre har et høyere kort i den fargen, så det tar stikket.</translation>
    </message>
    <message>
        <source>Nothing in this trick costs so far: get rid of the high {card}.</source>
        <translation>Ingenting i dette stikket koster så langt: bli kvitt den høye {card}.</translation>
    </message>
    <message>
        <source>Play {card} and keep for the last trick the card the others are likelier to beat.</source>
        <translation>Spill {card}, og spar kortet de andre lettere slår, til siste stikk.</translation>
    </message>
    <message>
        <source>{card} did best in {worlds}.</source>
        <translation>{card} gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Lead {card}: several higher cards of that suit are still out.</source>
        <translation>Spill ut {card}: flere høyere kort i den fargen er fortsatt ute.</translation>
    </message>
    <message>
        <source>Lead a low card, {card}, to drive out the costly cards above it.</source>
        <translation>Spill ut et lavt kort, {card}, for å tvinge ut de dyre kortene over det.</translation>
    </message>
    <message>
        <source>Only the last trick costs: lead the high {card} while tricks are still free.</source>
        <translation>Bare siste stikk koster: spill ut den høye {card} mens stikkene fortsatt er gratis.</translation>
    </message>
    <message>
        <source>Last to play and the trick costs nothing: take it with {card}.</source>
        <translation>Sist ut og stikket koster ingenting: ta det med {card}.</translation>
    </message>
    <message>
        <source>{card} is the highest card that still loses the trick.</source>
        <translation>{card} er det høyeste kortet som fortsatt taper stikket.</translation>
    </message>
    <message>
        <source>{card} stays under the trick: someone else takes it.</source>
        <translation>{card} blir under stikket: noen andre tar det.</translation>
    </message>
    <message>
        <source>Someone else takes this trick: give them {card}, which costs points.</source>
        <translation>Noen andre tar dette stikket: gi dem {card}, som koster poeng.</translation>
    </message>
    <message>
        <source>This trick cannot be ducked: win it with the highest card, {card}.</source>
        <translation>Dette stikket kan ikke unngås: ta det med det høyeste kortet, {card}.</translation>
    </message>
    <message>
        <source>Nothing ducks under this trick: play the lowest, {card}, and hope someone goes higher.</source>
        <translation>Ingenting går under dette stikket: legg det laveste, {card}, og håp at noen går over.</translation>
    </message>
    <message>
        <source>You cannot follow suit: get rid of the high {card}.</source>
        <translation>Du kan ikke bekjenne farge: bli kvitt den høye {card}.</translation>
    </message>
    <message>
        <source>Follow with the lowest card, {card}.</source>
        <translation>Bekjenn med det laveste kortet, {card}.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens the way to a card of your own further along the row.</source>
        <translation>Legg {card}: det åpner veien for et av dine egne kort lenger ut i rekken.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens the way to {count} cards of your own further along the row.</source>
        <translation>Legg {card}: det åpner veien for {count} av dine egne kort lenger ut i rekken.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens nothing for the others.</source>
        <translation>Legg {card}: det åpner ingenting for de andre.</translation>
    </message>
    <message>
        <source>Lay {card}: it helps the others least; hold back the cards they are waiting for.</source>
        <translation>Legg {card}: det hjelper de andre minst; hold tilbake kortene de venter på.</translation>
    </message>
    <message>
        <source>Lay {card}: it fits.</source>
        <translation>Legg {card}: det passer.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en magefølelse.</translation>
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
        <translation>nr. 1</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>nr. 2</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>nr. 3</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>nr. 4</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>nr. 5</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>nr. 6</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>nr. 7</translation>
    </message>
</context>
<context>
    <name>Reasons:durak</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: nå er det {turn} som skal spille.</translation>
    </message>
    <message>
        <source>{card} is already beaten.</source>
        <translation>{card} er allerede stukket.</translation>
    </message>
    <message>
        <source>You have already shown {card}.</source>
        <translation>Du har allerede vist {card}.</translation>
    </message>
    <message>
        <source>{card} is not on the table.</source>
        <translation>{card} ligger ikke på bordet.</translation>
    </message>
    <message>
        <source>{card} is too low to beat {attack}.</source>
        <translation>{card} er for lavt til å stikke {attack}.</translation>
    </message>
    <message>
        <source>{card} cannot beat {attack}: use a higher card of its suit or a trump.</source>
        <translation>{card} kan ikke stikke {attack}: bruk et høyere kort i samme farge eller en trumf.</translation>
    </message>
    <message>
        <source>{attack} is a trump: only a higher trump beats it.</source>
        <translation>{attack} er trumf: bare en høyere trumf stikker den.</translation>
    </message>
    <message>
        <source>{card} cannot beat {attack}: that trump ranks higher.</source>
        <translation>{card} kan ikke stikke {attack}: den trumfen rangerer høyere.</translation>
    </message>
    <message>
        <source>Attack with cards of one rank only.</source>
        <translation>Angrip bare med kort av samme valør.</translation>
    </message>
    <message>
        <source>You start this bout: attack with a card.</source>
        <translation>Du begynner dette angrepet: angrip med et kort.</translation>
    </message>
    <message>
        <source>Only ranks already on the table may be added; {card} is not one of them.</source>
        <translation>Bare valører som allerede ligger på bordet, kan legges til; {card} er ikke en av dem.</translation>
    </message>
    <message>
        <source>The table is full: at most {cap} attack cards.</source>
        <translation>Bordet er fullt: høyst {cap} angrepskort.</translation>
    </message>
    <message>
        <source>Too many: the defender holds only {cards} cards.</source>
        <translation>For mange: forsvareren har bare {cards} kort.</translation>
    </message>
    <message>
        <source>Too many: the defender holds only one card.</source>
        <translation>For mange: forsvareren har bare ett kort.</translation>
    </message>
    <message>
        <source>In prostoy you attack with one card, a pair and one more, or two pairs and one more.</source>
        <translation>I prostoj angriper du med ett kort, et par og ett til, eller to par og ett til.</translation>
    </message>
    <message>
        <source>In prostoy you attack with one, three or five cards, not {count}.</source>
        <translation>I prostoj angriper man med ett, tre eller fem kort, ikke {count}.</translation>
    </message>
    <message>
        <source>There is no taking in prostoy: beat the cards or say you are done.</source>
        <translation>Ingen tar opp i prostoj: stikk kortene eller si at du er ferdig.</translation>
    </message>
    <message>
        <source>Beat the cards or take them.</source>
        <translation>Stikk kortene eller ta dem opp.</translation>
    </message>
    <message>
        <source>Passing the attack on is not part of {variant}.</source>
        <translation>Å sende angrepet videre hører ikke med i {variant}.</translation>
    </message>
    <message>
        <source>Passing on by showing a trump is not played at this table.</source>
        <translation>Å sende videre ved å vise en trumf spilles ikke ved dette bordet.</translation>
    </message>
    <message>
        <source>Too late to pass the attack on: a card is already beaten.</source>
        <translation>For sent å sende angrepet videre: et kort er allerede stukket.</translation>
    </message>
    <message>
        <source>Pass the attack on with a {rank}.</source>
        <translation>Send angrepet videre med en {rank}.</translation>
    </message>
    <message>
        <source>Pass the attack on with one card only.</source>
        <translation>Send angrepet videre med bare ett kort.</translation>
    </message>
    <message>
        <source>Show the trump of the attack&apos;s rank, not {card}.</source>
        <translation>Vis trumfen i angrepets valør, ikke {card}.</translation>
    </message>
    <message>
        <source>There is nobody to pass the attack on to.</source>
        <translation>Det er ingen å sende angrepet videre til.</translation>
    </message>
    <message>
        <source>{seat} holds only {cards} cards: too few to defend {needed}.</source>
        <translation>{seat} har bare {cards} kort: for få til å forsvare seg mot {needed}.</translation>
    </message>
    <message>
        <source>{seat} holds only one card: too few to defend {needed}.</source>
        <translation>{seat} har bare ett kort: for få til å forsvare seg mot {needed}.</translation>
    </message>
    <message>
        <source>Only {card} may be swapped for the trump card.</source>
        <translation>Bare {card} kan byttes mot trumfkortet.</translation>
    </message>
    <message>
        <source>First swap your {card} for the trump card, or keep it.</source>
        <translation>Bytt først {card} mot trumfkortet, eller behold det.</translation>
    </message>
    <message>
        <source>Beat every card, or take them all.</source>
        <translation>Stikk alle kortene, eller ta opp alt.</translation>
    </message>
    <message>
        <source>Beat the cards you can, then say you are done.</source>
        <translation>Stikk de kortene du kan, og si så at du er ferdig.</translation>
    </message>
    <message>
        <source>Add cards of the ranks on the table against {defender}, or add nothing.</source>
        <translation>Legg til kort av valørene på bordet mot {defender}, eller ikke legg til noe.</translation>
    </message>
    <message>
        <source>{defender} takes: add cards of the ranks on the table, or add nothing.</source>
        <translation>{defender} tar opp: legg til kort av valørene på bordet, eller ikke legg til noe.</translation>
    </message>
    <message>
        <source>Attack {defender}: drag a card (or several of one rank) to the table.</source>
        <translation>Angrip {defender}: dra et kort (eller flere av samme valør) til bordet.</translation>
    </message>
    <message>
        <source>Swap your {card} for {trump} under the talon? Drop it on the trump card.</source>
        <translation>Bytte {card} mot {trump} under bunken? Slipp det på trumfkortet.</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Trumf {suit}</translation>
    </message>
    <message>
        <source>Second trump {suit}, above the first</source>
        <translation>Andre trumf {suit}, over den første</translation>
    </message>
    <message>
        <source>Trump is now {suit}</source>
        <translation>Trumf er nå {suit}</translation>
    </message>
    <message>
        <source>{card} sets trump and stays in {seat}&apos;s hand.</source>
        <translation>{card} bestemmer trumfen og blir på hånden til {seat}.</translation>
    </message>
    <message>
        <source>{seat} showed {card}, the lowest trump, and attacks first.</source>
        <translation>{seat} viste {card}, den laveste trumfen, og angriper først.</translation>
    </message>
    <message>
        <source>{seat} may swap {card} for the trump card.</source>
        <translation>{seat} kan bytte {card} mot trumfkortet.</translation>
    </message>
    <message>
        <source>Partners: {seats}</source>
        <translation>Makkere: {seats}</translation>
    </message>
    <message>
        <source>{seat} attacks.</source>
        <translation>{seat} angriper.</translation>
    </message>
    <message>
        <source>{seat} defends.</source>
        <translation>{seat} forsvarer seg.</translation>
    </message>
    <message>
        <source>At most {cap} attack cards in this bout.</source>
        <translation>Høyst {cap} angrepskort i dette angrepet.</translation>
    </message>
    <message>
        <source>{seat} is out.</source>
        <translation>{seat} er ute.</translation>
    </message>
    <message>
        <source>A draw: nobody is the durak.</source>
        <translation>Uavgjort: ingen er durak.</translation>
    </message>
    <message>
        <source>{seat} is the durak!</source>
        <translation>{seat} er duraken!</translation>
    </message>
    <message>
        <source>{seats} lose: they are the durak.</source>
        <translation>{seats} taper: de er duraken.</translation>
    </message>
    <message>
        <source>With slips: the last attack was a six!</source>
        <translation>Med epåletter: det siste angrepet var en sekser!</translation>
    </message>
    <message>
        <source>With {deck} cards, {variant} is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Med {deck} kort er {variant} for {minimum} til {maximum} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>With 24 cards, {variant} is for two players, not {seats}.</source>
        <translation>Med 24 kort er {variant} for to spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>Teams of {teams} need {needed} players, not {seats}.</source>
        <translation>Lag på {teams} trenger {needed} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>Prostoy is not played in teams.</source>
        <translation>Prostoj spilles ikke på lag.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en magefølelse.</translation>
    </message>
    <message>
        <source>Nobody can beat {card} any more: attack with it now.</source>
        <translation>Ingen kan stikke {card} lenger: angrip med det nå.</translation>
    </message>
    <message>
        <source>The talon is nearly gone: attack with several cards of one rank, {laid_cards}.</source>
        <translation>Bunken er nesten tom: angrip med flere kort av samme valør, {laid_cards}.</translation>
    </message>
    <message>
        <source>Attack with the low cards of one rank together: {laid_cards}.</source>
        <translation>Angrip med de lave kortene av samme valør på en gang: {laid_cards}.</translation>
    </message>
    <message>
        <source>Attack with the lowest plain card, {card}, and keep the trumps.</source>
        <translation>Angrip med det laveste vanlige kortet, {card}, og behold trumfene.</translation>
    </message>
    <message>
        <source>Only trumps are left: attack with the lowest, {card}.</source>
        <translation>Bare trumf igjen: angrip med den laveste, {card}.</translation>
    </message>
    <message>
        <source>Attack with {laid_cards}: as many cards as you may lay without a trump.</source>
        <translation>Angrip med {laid_cards}: så mange kort du kan legge uten trumf.</translation>
    </message>
    <message>
        <source>Beating {attack} with {card} did best in {worlds}.</source>
        <translation>Å stikke {attack} med {card} gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Playing {laid_cards} did best in {worlds}.</source>
        <translation>Å spille {laid_cards} gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Passing the attack on with {laid_cards} did best in {worlds}.</source>
        <translation>Å sende angrepet videre med {laid_cards} gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Showing {card} to pass the attack on did best in {worlds}.</source>
        <translation>Å vise {card} og sende angrepet videre gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Taking the cards did best in {worlds}.</source>
        <translation>Å ta opp kortene gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Stopping here did best in {worlds}.</source>
        <translation>Å stoppe her gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Adding nothing did best in {worlds}.</source>
        <translation>Å ikke kaste inn noe gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>This did best in {worlds}.</source>
        <translation>Dette gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Add nothing: keep these cards for later.</source>
        <translation>Ikke kast inn noe: spar kortene til senere.</translation>
    </message>
    <message>
        <source>Add {laid_cards}: then your hand is empty.</source>
        <translation>Kast inn {laid_cards}: da er hånden din tom.</translation>
    </message>
    <message>
        <source>The defender takes anyway: give them {laid_cards} too.</source>
        <translation>Forsvareren tar opp uansett: gi dem {laid_cards} også.</translation>
    </message>
    <message>
        <source>Add the low cards {laid_cards}.</source>
        <translation>Kast inn de lave kortene {laid_cards}.</translation>
    </message>
    <message>
        <source>Add {laid_cards}: no trump among them.</source>
        <translation>Kast inn {laid_cards}: ingen trumf blant dem.</translation>
    </message>
    <message>
        <source>Pass the attack on with {card}: it costs no trump.</source>
        <translation>Send angrepet videre med {card}: det koster ingen trumf.</translation>
    </message>
    <message>
        <source>Show {card} and pass the attack on: it costs nothing.</source>
        <translation>Vis {card} og send angrepet videre: det koster ingenting.</translation>
    </message>
    <message>
        <source>Beat {attack} with the cheapest card that does, {card}.</source>
        <translation>Stikk {attack} med det billigste kortet som holder, {card}.</translation>
    </message>
    <message>
        <source>Only a trump beats {attack}: use the lowest, {card}.</source>
        <translation>Bare en trumf stikker {attack}: bruk den laveste, {card}.</translation>
    </message>
    <message>
        <source>Stop beating here and keep your trumps.</source>
        <translation>Ikke stikk flere her, og behold trumfene dine.</translation>
    </message>
    <message>
        <source>You cannot beat every card: take them.</source>
        <translation>Du kan ikke stikke alle kortene: ta dem opp.</translation>
    </message>
    <message>
        <source>Take the trump you are offered: trumps are worth more early in the game.</source>
        <translation>Ta opp trumfen du blir tilbudt: tidlig i spillet er trumf verdt mer.</translation>
    </message>
    <message>
        <source>Take the cards rather than spend {card} this early.</source>
        <translation>Ta heller opp kortene enn å bruke {card} så tidlig.</translation>
    </message>
    <message>
        <source>Swap {card} for the trump card under the talon: a higher trump for the lowest.</source>
        <translation>Bytt {card} mot trumfkortet under bunken: en høyere trumf for den laveste.</translation>
    </message>
    <message>
        <source>Attack with the lowest card, {card}.</source>
        <translation>Angrip med det laveste kortet, {card}.</translation>
    </message>
    <message>
        <source>Add the lowest card that matches, {card}.</source>
        <translation>Kast inn det laveste kortet som passer, {card}.</translation>
    </message>
    <message>
        <source>Beat {attack} with {card}.</source>
        <translation>Stikk {attack} med {card}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: beating {attack} with {card} plays out best.</source>
        <translation>Bunken er tom og alle kortene er kjent: best er å stikke {attack} med {card}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: {laid_cards} plays out best.</source>
        <translation>Bunken er tom og alle kortene er kjent: best er å spille {laid_cards}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: taking plays out best.</source>
        <translation>Bunken er tom og alle kortene er kjent: best er å ta opp.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: stopping here plays out best.</source>
        <translation>Bunken er tom og alle kort er kjent: det beste er å stoppe her.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: adding nothing plays out best.</source>
        <translation>Bunken er tom og alle kortene er kjent: best er å ikke kaste inn noe.</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
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
        <translation>{seat} er ute av spillet.</translation>
    </message>
    <message>
        <source>You have already signalled.</source>
        <translation>Du har allerede gitt tegn.</translation>
    </message>
    <message>
        <source>{trigger} has signalled: signal too, quickly!</source>
        <translation>{trigger} har gitt tegn: gi tegn du også, fort!</translation>
    </message>
    <message>
        <source>Signal with your key.</source>
        <translation>Gi tegn med tasten din.</translation>
    </message>
    <message>
        <source>Too late: the time to signal is over.</source>
        <translation>For sent: tiden for å gi tegn er ute.</translation>
    </message>
    <message>
        <source>Nobody has signalled yet.</source>
        <translation>Ingen har gitt tegn ennå.</translation>
    </message>
    <message>
        <source>You have chosen your card: wait for the others.</source>
        <translation>Du har valgt kortet ditt: vent på de andre.</translation>
    </message>
    <message>
        <source>Wait for the next card to reach you.</source>
        <translation>Vent til neste kort kommer til deg.</translation>
    </message>
    <message>
        <source>You do not have four of a kind: the signal does not count.</source>
        <translation>Du har ikke fire like: tegnet teller ikke.</translation>
    </message>
    <message>
        <source>Careful: without four of a kind a signal makes you the fjols.</source>
        <translation>Pass på: uten fire like gjør tegnet deg til fjolset.</translation>
    </message>
    <message>
        <source>{seat} signalled without four of a kind.</source>
        <translation>{seat} ga tegn uten fire like.</translation>
    </message>
    <message>
        <source>Everybody passes at once here: there is nothing to take.</source>
        <translation>Her sender alle samtidig: det er ingenting å ta.</translation>
    </message>
    <message>
        <source>Your hand is full: pass a card first.</source>
        <translation>Hånden din er full: send et kort først.</translation>
    </message>
    <message>
        <source>No card is waiting for you.</source>
        <translation>Ingen kort venter på deg.</translation>
    </message>
    <message>
        <source>You hold {cards} cards: take the waiting card first.</source>
        <translation>Du har {cards} kort: ta kortet som venter, først.</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>Det er ikke et trekk i dette spillet.</translation>
    </message>
    <message>
        <source>Choose a card to pass to {to}.</source>
        <translation>Velg et kort å sende til {to}.</translation>
    </message>
    <message>
        <source>Choose a card for the discard pile.</source>
        <translation>Velg et kort til kastebunken.</translation>
    </message>
    <message>
        <source>Take the card waiting for you.</source>
        <translation>Ta kortet som venter på deg.</translation>
    </message>
    <message>
        <source>Four of a kind: signal!</source>
        <translation>Fire like: gi tegn!</translation>
    </message>
    <message>
        <source>{trigger} signalled: signal too, quickly!</source>
        <translation>{trigger} ga tegn: gi tegn du også, fort!</translation>
    </message>
    <message>
        <source>A false signal makes you the fjols.</source>
        <translation>Et falskt tegn gjør deg til fjolset.</translation>
    </message>
    <message>
        <source>A false signal does not count.</source>
        <translation>Et falskt tegn teller ikke.</translation>
    </message>
    <message>
        <source>Four of a kind: finger on your nose!</source>
        <translation>Fire like: finger på nesen!</translation>
    </message>
    <message>
        <source>Four of a kind: grab a spoon!</source>
        <translation>Fire like: ta en skje!</translation>
    </message>
    <message>
        <source>Passing round {number}</source>
        <translation>Sending {number}</translation>
    </message>
    <message>
        <source>Your next card comes from {seat}.</source>
        <translation>Ditt neste kort kommer fra {seat}.</translation>
    </message>
    <message>
        <source>Your next card comes from the stock.</source>
        <translation>Ditt neste kort kommer fra trekkbunken.</translation>
    </message>
    <message>
        <source>{seat} signalled first!</source>
        <translation>{seat} ga tegn først!</translation>
    </message>
    <message>
        <source>One spoon left</source>
        <translation>Én skje igjen</translation>
    </message>
    <message>
        <source>{count} spoons left</source>
        <translation>{count} skjeer igjen</translation>
    </message>
    <message>
        <source>No spoons left</source>
        <translation>Ingen skjeer igjen</translation>
    </message>
    <message>
        <source>{seat} has the whole word and is out.</source>
        <translation>{seat} har hele ordet og er ute.</translation>
    </message>
    <message>
        <source>{seat} is the fjols!</source>
        <translation>{seat} er fjolset!</translation>
    </message>
    <message>
        <source>Nobody signalled in time; the round is dealt again.</source>
        <translation>Ingen ga tegn i tide; runden gis på nytt.</translation>
    </message>
    <message>
        <source>{seat} was too late.</source>
        <translation>{seat} var for sent ute.</translation>
    </message>
    <message>
        <source>With a draw pile at most {maximum} can play, not {seats}.</source>
        <translation>Med trekkbunke kan høyst {maximum} spille, ikke {seats}.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en magefølelse.</translation>
    </message>
    <message>
        <source>Four of a kind ({rank}): signal!</source>
        <translation>Fire like ({rank}): gi tegn!</translation>
    </message>
    <message>
        <source>Collect {rank}, the rank you hold most of: pass on {card}.</source>
        <translation>Samle på {rank}, som du har flest av: send {card} videre.</translation>
    </message>
    <message>
        <source>Collect {rank}: your right neighbour has passed you some lately, so more may come. Pass on {card}.</source>
        <translation>Samle på {rank}: sidemannen til høyre har sendt deg noen nylig, så flere kan komme. Send {card} videre.</translation>
    </message>
    <message>
        <source>Pass on {card}: in {worlds} it gave four of a kind first {percent}% of the time.</source>
        <translation>Send {card} videre: i {worlds} ga det fire like først i {percent} % av tilfellene.</translation>
    </message>
</context>
<context>
    <name>Reasons:fjols</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: nå er det {turn} som skal spille.</translation>
    </message>
    <message>
        <source>That card does not beat {card}.</source>
        <translation>Det kortet stikker ikke {card}.</translation>
    </message>
    <message>
        <source>You can beat {card} with a higher {suit}: play that.</source>
        <translation>Du kan stikke {card} med en høyere {suit}: spill den.</translation>
    </message>
    <message>
        <source>You can beat {card} in its suit, so you may not pick up.</source>
        <translation>Du kan stikke {card} i fargen, så du kan ikke ta opp.</translation>
    </message>
    <message>
        <source>You can beat {card}, so you may not pick up.</source>
        <translation>Du kan stikke {card}, så du kan ikke ta opp.</translation>
    </message>
    <message>
        <source>You may not pick up {card} now.</source>
        <translation>Du kan ikke ta opp {card} nå.</translation>
    </message>
    <message>
        <source>There is nothing to pick up: lead any card.</source>
        <translation>Det er ingenting å ta opp: spill ut hvilket kort du vil.</translation>
    </message>
    <message>
        <source>That is not a move in Fjols.</source>
        <translation>Det er ikke et trekk i Fjols.</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spill ut et hvilket som helst kort.</translation>
    </message>
    <message>
        <source>Beat {card}, or pick it up.</source>
        <translation>Stikk {card}, eller ta det opp.</translation>
    </message>
    <message>
        <source>You cannot beat {card}: pick it up.</source>
        <translation>Du kan ikke stikke {card}: ta det opp.</translation>
    </message>
    <message>
        <source>High trump {suit}</source>
        <translation>Høytrumf {suit}</translation>
    </message>
    <message>
        <source>Low trump {suit}</source>
        <translation>Lavtrumf {suit}</translation>
    </message>
    <message>
        <source>Turned up: {card}</source>
        <translation>Snudd: {card}</translation>
    </message>
    <message>
        <source>{seat} went out first and has won.</source>
        <translation>{seat} gikk ut først og har vunnet.</translation>
    </message>
    <message>
        <source>{seat} is out ({place}).</source>
        <translation>{seat} er ute som {place}.</translation>
    </message>
    <message>
        <source>{seat} is the fjols!</source>
        <translation>{seat} er fjolset!</translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation>{seat} gikk ut først.</translation>
    </message>
    <message>
        <source>The deal went on too long; it is dealt again.</source>
        <translation>Runden varte for lenge; det gis på nytt.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en magefølelse.</translation>
    </message>
    <message>
        <source>Lead the lowest card, {card}.</source>
        <translation>Spill ut det laveste kortet, {card}.</translation>
    </message>
    <message>
        <source>Beat {target} with the lowest card that will do, {card}.</source>
        <translation>Stikk {target} med det laveste kortet som holder, {card}.</translation>
    </message>
    <message>
        <source>Lead the weakest card, {card}, and keep the trumps for beating.</source>
        <translation>Spill ut det svakeste kortet, {card}, og spar trumfene til å stikke med.</translation>
    </message>
    <message>
        <source>Lead the weakest card, {card}.</source>
        <translation>Spill ut det svakeste kortet, {card}.</translation>
    </message>
    <message>
        <source>{seat} has one card left: lead {card}, the hardest card to beat.</source>
        <translation>{seat} har ett kort igjen: spill ut {card}, det vanskeligste kortet å stikke.</translation>
    </message>
    <message>
        <source>Play the last card, {card}, and go out.</source>
        <translation>Spill det siste kortet, {card}, og gå ut.</translation>
    </message>
    <message>
        <source>{seat} is nearly out: give them {card}, the hardest card to beat.</source>
        <translation>{seat} er nesten ute: gi {card}, det vanskeligste kortet å stikke.</translation>
    </message>
    <message>
        <source>Pick up the trump {card} rather than spend {keep}: the stock is still large.</source>
        <translation>Ta opp trumfen {card} heller enn å bruke {keep}: det er fortsatt mange kort i trekkbunken.</translation>
    </message>
    <message>
        <source>Nobody else can beat {card}: no card that beats it is left in the other hands or the stock.</source>
        <translation>Ingen andre kan stikke {card}: ingen kort som stikker det, er igjen på de andres hender eller i bunken.</translation>
    </message>
    <message>
        <source>No plain card of yours beats {target}: beat it with the low trump {card}.</source>
        <translation>Ingen av dine vanlige kort stikker {target}: stikk det med lavtrumfen {card}.</translation>
    </message>
    <message>
        <source>Only a high trump of yours beats {target}: use the lowest, {card}.</source>
        <translation>Bare en av dine høytrumfer stikker {target}: bruk den laveste, {card}.</translation>
    </message>
    <message>
        <source>{card} did best in {worlds} played to the end.</source>
        <translation>{card} gjorde det best i {worlds}, spilt til ende.</translation>
    </message>
    <message>
        <source>Picking up did best in {worlds} played to the end.</source>
        <translation>Å ta opp gjorde det best i {worlds}, spilt til ende.</translation>
    </message>
    <message>
        <source>Beat {target} with the cheapest card, {card}, and keep the trumps.</source>
        <translation>Stikk {target} med det billigste kortet, {card}, og spar trumfene.</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>nr. 1</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>nr. 2</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>nr. 3</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>nr. 4</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>nr. 5</translation>
    </message>
</context>
<context>
    <name>Reasons:fool</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: nå er det {turn} som skal spille.</translation>
    </message>
    <message>
        <source>You hold a fool disc: you sit out this trick.</source>
        <translation>Du har en Fool-brikke: du står over dette stikket.</translation>
    </message>
    <message>
        <source>You must follow {colour} (or play a wild 1).</source>
        <translation>Du må spille {colour} (eller en ener).</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spill ut et hvilket som helst kort.</translation>
    </message>
    <message>
        <source>A wild 1 was led: your card sets the colour.</source>
        <translation>En ener ble spilt ut: kortet ditt bestemmer fargen.</translation>
    </message>
    <message>
        <source>Play {colour} (or a wild 1).</source>
        <translation>Spill {colour} (eller en ener).</translation>
    </message>
    <message>
        <source>You cannot follow the colour: play any card.</source>
        <translation>Du kan ikke bekjenne farge: spill hvilket kort du vil.</translation>
    </message>
    <message>
        <source>One fool per trick</source>
        <translation>Én narr per stikk</translation>
    </message>
    <message>
        <source>{count} fools per trick</source>
        <translation>{count} narrer per stikk</translation>
    </message>
    <message>
        <source>Lead colour: {colour}</source>
        <translation>Utspilt farge: {colour}</translation>
    </message>
    <message>
        <source>Lead colour: the next coloured card</source>
        <translation>Utspilt farge: neste kort med farge</translation>
    </message>
    <message>
        <source>{seat} sits out this trick.</source>
        <translation>{seat} står over dette stikket.</translation>
    </message>
    <message>
        <source>{seat} played the worst card: the fool!</source>
        <translation>{seat} la det dårligste kortet: narr!</translation>
    </message>
    <message>
        <source>Fool disc: sits out the next trick</source>
        <translation>Fool-brikke: står over neste stikk</translation>
    </message>
    <message>
        <source>{seat} went out but is a fool: no bonus.</source>
        <translation>{seat} gikk ut, men er narr: ingen bonus.</translation>
    </message>
    <message>
        <source>This choice of cards is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Dette utvalget av kort er for {minimum} til {maximum} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt evenly to {seats} players.</source>
        <translation>Disse kortene kan ikke deles likt på {seats} spillere.</translation>
    </message>
    <message>
        <source>Lead {card}: no higher card of its colour is left, so it wins the trick.</source>
        <translation>Spill ut {card}: det er ingen høyere kort igjen i fargen, så det vinner stikket.</translation>
    </message>
    <message>
        <source>Lead {card}: {seat} has no {colour} left and must play another colour or a wild 1.</source>
        <translation>Spill ut {card}: {seat} har ikke mer {colour} og må spille en annen farge eller en ener.</translation>
    </message>
    <message>
        <source>Lead {card}: it will most likely stay above the cards still to come.</source>
        <translation>Spill ut {card}: det blir mest sannsynlig over kortene som kommer.</translation>
    </message>
    <message>
        <source>{card} cannot be the worst card of this trick any more: get rid of it safely.</source>
        <translation>{card} kan ikke lenger bli det dårligste kortet i stikket: bli trygt kvitt det.</translation>
    </message>
    <message>
        <source>You cannot follow the colour: get rid of {card}.</source>
        <translation>Du kan ikke følge farge: bli kvitt {card}.</translation>
    </message>
    <message>
        <source>Play {card}: it did best in {worlds}.</source>
        <translation>Spill {card}: det gjorde det best i {worlds}.</translation>
    </message>
    <message>
        <source>Lead your highest card, {card}.</source>
        <translation>Spill ut det høyeste kortet ditt, {card}.</translation>
    </message>
    <message>
        <source>Lead a wild 1: the next coloured card sets the colour.</source>
        <translation>Spill ut en ener: det neste kortet med farge bestemmer fargen.</translation>
    </message>
    <message>
        <source>A wild 1 was led: {card} sets the colour.</source>
        <translation>En ener ble spilt ut: {card} bestemmer fargen.</translation>
    </message>
    <message>
        <source>A wild 1 counts as the lead colour, so it stays above any card of another colour.</source>
        <translation>En ener teller som fargen som er spilt ut, så den ligger over alle kort i andre farger.</translation>
    </message>
    <message>
        <source>Play {card}: it will most likely stay above the cards still to come.</source>
        <translation>Spill {card}: det ligger trolig over kortene som kommer etter.</translation>
    </message>
    <message>
        <source>You will probably be the fool whatever you play: at least get rid of {card}.</source>
        <translation>Du blir nok narr uansett hva du spiller: bli i det minste kvitt {card}.</translation>
    </message>
    <message>
        <source>The round ends with this trick: get rid of the most expensive card, {card}.</source>
        <translation>Runden slutter med dette stikket: bli kvitt det dyreste kortet, {card}.</translation>
    </message>
    <message>
        <source>Play {card}: of your cards it is the least likely to be the worst.</source>
        <translation>Spill {card}: av kortene dine er det minst sannsynlig at det blir det dårligste.</translation>
    </message>
    <message>
        <source>Play {card}: it will most likely not be the worst card of the trick.</source>
        <translation>Spill {card}: det blir mest sannsynlig ikke det dårligste kortet i stikket.</translation>
    </message>
    <message>
        <source>Play {card}: it may well make you the fool, but it is worth getting rid of.</source>
        <translation>Spill {card}: det kan godt gjøre deg til narr, men det er verdt å bli kvitt.</translation>
    </message>
    <message>
        <source>Play {card}: it is not the lowest card in the trick so far.</source>
        <translation>Spill {card}: det er ikke det laveste kortet i stikket så langt.</translation>
    </message>
    <message>
        <source>Nothing of yours beats the lowest card in the trick: play the lowest, {card}.</source>
        <translation>Ingen av kortene dine er høyere enn det laveste i stikket: spill det laveste, {card}.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en magefølelse.</translation>
    </message>
</context>
<context>
    <name>Reasons:hearts</name>
    <message>
        <source>The hand is over.</source>
        <translation>Runden er over.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Du har allerede gitt bort kortene dine.</translation>
    </message>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: nå er det {turn} som skal spille.</translation>
    </message>
    <message>
        <source>First choose one card to pass.</source>
        <translation>Velg først ett kort å gi bort.</translation>
    </message>
    <message>
        <source>First choose {count} cards to pass.</source>
        <translation>Velg først {count} kort å gi bort.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Gi bort nøyaktig ett kort.</translation>
    </message>
    <message>
        <source>Pass exactly {count} cards.</source>
        <translation>Gi bort nøyaktig {count} kort.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>You shot the moon: choose how to score it.</source>
        <translation>Du skjøt månen: velg hvordan det skal telle.</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Spill et kort fra hånden din.</translation>
    </message>
    <message>
        <source>The first trick starts with {card}.</source>
        <translation>Første stikk begynner med {card}.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation>Hjerter er ikke brutt ennå: spill ut en annen farge.</translation>
    </message>
    <message>
        <source>You must follow suit: you still hold {suit}.</source>
        <translation>Du må bekjenne farge: du har fortsatt {suit}.</translation>
    </message>
    <message>
        <source>No Q♠ in the first trick: play a heart instead.</source>
        <translation>Ikke D♠ i første stikk: legg en hjerter i stedet.</translation>
    </message>
    <message>
        <source>No hearts or Q♠ in the first trick while you hold another card.</source>
        <translation>Ikke hjerter eller D♠ i første stikk så lenge du har et annet kort.</translation>
    </message>
    <message>
        <source>Choose one card to pass to {to}.</source>
        <translation>Velg ett kort å gi til {to}.</translation>
    </message>
    <message>
        <source>Choose {count} cards to pass to {to}.</source>
        <translation>Velg {count} kort å gi til {to}.</translation>
    </message>
    <message>
        <source>You shot the moon! Give everyone else 26, or take 26 off your own score.</source>
        <translation>Du skjøt månen! Gi alle andre 26, eller trekk 26 fra din egen sum.</translation>
    </message>
    <message>
        <source>Lead {card} to start the hand.</source>
        <translation>Spill ut {card} for å begynne runden.</translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation>Spill ut et kort.</translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation>Bekjenn farge: spill en {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation>Du kan ikke bekjenne farge: spill hvilket kort du vil.</translation>
    </message>
    <message>
        <source>Passing {direction}</source>
        <translation>Kortene gis {direction}</translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation>Ingen bytte denne runden</translation>
    </message>
    <message>
        <source>Hearts are broken</source>
        <translation>Hjerter er brutt</translation>
    </message>
    <message>
        <source>{seat} shot the moon!</source>
        <translation>{seat} skjøt månen!</translation>
    </message>
    <message>
        <source>The points add up to {total}; a hand gives {expected} (or is a moon). Save anyway?</source>
        <translation>Poengene blir {total} til sammen; en runde gir {expected} (eller er en måne). Lagre likevel?</translation>
    </message>
    <message>
        <source>Passing two seats away needs five players, not {seats}.</source>
        <translation>Å bytte to plasser unna krever fem spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>The ten of diamonds already has its own rule: switch that off, or take it out of the list.</source>
        <translation>Ruter ti har allerede sin egen regel: slå den av, eller ta kortet ut av listen.</translation>
    </message>
    <message>
        <source>At most {limit} cards may have their own points, not {count}.</source>
        <translation>Høyst {limit} kort kan ha egne poeng, ikke {count}.</translation>
    </message>
</context>
<context>
    <name>Reasons:store</name>
    <message>
        <source>The file cannot be read.</source>
        <translation>Filen kan ikke leses.</translation>
    </message>
    <message>
        <source>The file is far larger than any Fjols file (more than {limit} bytes).</source>
        <translation>Filen er langt større enn noen Fjols-fil (mer enn {limit} byte).</translation>
    </message>
    <message>
        <source>The file is damaged: it is not complete, readable text.</source>
        <translation>Filen er skadet: den er ikke fullstendig, lesbar tekst.</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested far too deeply.</source>
        <translation>Filen er skadet: den er nøstet altfor dypt.</translation>
    </message>
    <message>
        <source>The file holds far more than any Fjols file.</source>
        <translation>Filen inneholder langt mer enn noen Fjols-fil.</translation>
    </message>
    <message>
        <source>This is not a file Fjols wrote for this purpose.</source>
        <translation>Dette er ikke en fil Fjols har skrevet til dette formålet.</translation>
    </message>
    <message>
        <source>A newer version of Fjols wrote this file (format {version}; this version reads up to {supported}).</source>
        <translation>En nyere versjon av Fjols har skrevet denne filen (format {version}; denne versjonen leser opptil {supported}).</translation>
    </message>
    <message>
        <source>The file is damaged: “{field}” should be {expected}.</source>
        <translation>Filen er skadet: «{field}» skulle vært {expected}.</translation>
    </message>
    <message>
        <source>The file is from an older Fjols and could not be brought up to date.</source>
        <translation>Filen er fra en eldre Fjols og kunne ikke oppdateres.</translation>
    </message>
    <message>
        <source>The file could not be written (is the disk full?).</source>
        <translation>Filen kunne ikke skrives (er disken full?).</translation>
    </message>
    <message>
        <source>Something other than a file is in its place (a folder or a device).</source>
        <translation>Noe annet enn en fil ligger på plassen dens (en mappe eller en enhet).</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disken er full.</translation>
    </message>
    <message>
        <source>The disk or folder can only be read, not written.</source>
        <translation>Disken eller mappen kan bare leses, ikke skrives.</translation>
    </message>
    <message>
        <source>Fjols is not allowed to write there.</source>
        <translation>Fjols har ikke lov til å skrive der.</translation>
    </message>
    <message>
        <source>The folder for Fjols&apos; files cannot be made there (something else is in the way).</source>
        <translation>Mappen for Fjols&apos; filer kan ikke lages der (noe annet er i veien).</translation>
    </message>
    <message>
        <source>These house rules are larger than Fjols can keep.</source>
        <translation>Disse husreglene er større enn Fjols kan lagre.</translation>
    </message>
    <message>
        <source>Every save is in use by another Fjols window.</source>
        <translation>Alle lagringsplassene brukes av et annet Fjols-vindu.</translation>
    </message>
    <message>
        <source>The saved game “{game}” is not in this version of Fjols.</source>
        <translation>Det lagrede spillet «{game}» finnes ikke i denne versjonen av Fjols.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be used here.</source>
        <translation>De lagrede husreglene kan ikke brukes her.</translation>
    </message>
    <message>
        <source>The players in the save do not fit the game.</source>
        <translation>Spillerne i lagringen passer ikke til spillet.</translation>
    </message>
    <message>
        <source>Move {move} of deal {deal} (“{text}”) is not a move the rules allow there.</source>
        <translation>Trekk {move} i runde {deal} («{text}») er ikke et trekk reglene tillater der.</translation>
    </message>
    <message>
        <source>Deal {deal} is saved as finished but is not.</source>
        <translation>Runde {deal} er lagret som ferdig, men er det ikke.</translation>
    </message>
    <message>
        <source>Deal {deal} is over but was never scored.</source>
        <translation>Runde {deal} er over, men poengene ble aldri ført.</translation>
    </message>
    <message>
        <source>The saved scores of deal {deal} do not match its cards.</source>
        <translation>De lagrede poengene for runde {deal} stemmer ikke med kortene.</translation>
    </message>
    <message>
        <source>The save goes on after the end of the match.</source>
        <translation>Lagringen fortsetter etter at spillet er slutt.</translation>
    </message>
    <message>
        <source>The family ledger is damaged.</source>
        <translation>Familieboka er skadet.</translation>
    </message>
    <message>
        <source>A newer version of Fjols wrote the family ledger.</source>
        <translation>En nyere versjon av Fjols har skrevet familieboka.</translation>
    </message>
    <message>
        <source>The ledger file belongs to another program.</source>
        <translation>Filen med familieboka hører til et annet program.</translation>
    </message>
    <message>
        <source>The family ledger is busy in another window; try again in a moment.</source>
        <translation>Familieboka er i bruk i et annet vindu; prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>The family ledger could not be brought up to date.</source>
        <translation>Familieboka kunne ikke oppdateres.</translation>
    </message>
    <message>
        <source>{name} is already in the family.</source>
        <translation>{name} er allerede med i familien.</translation>
    </message>
    <message>
        <source>That person is no longer in the family.</source>
        <translation>Den personen er ikke lenger med i familien.</translation>
    </message>
    <message>
        <source>This person has played matches: hide them from the list instead.</source>
        <translation>Denne personen har spilt spill: skjul personen fra lista i stedet.</translation>
    </message>
    <message>
        <source>A name has 1 to 40 letters.</source>
        <translation>Et navn har 1 til 40 tegn.</translation>
    </message>
    <message>
        <source>No deal was finished, so there is nothing to count.</source>
        <translation>Ingen runde ble spilt ferdig, så det er ingenting å telle.</translation>
    </message>
    <message>
        <source>That game is no longer in the family ledger.</source>
        <translation>Det partiet står ikke lenger i familieboka.</translation>
    </message>
    <message>
        <source>An entry in the family ledger is damaged and was left out.</source>
        <translation>En oppføring i familieboka er skadet og ble utelatt.</translation>
    </message>
    <message>
        <source>Some settings were not understood and are back to their defaults.</source>
        <translation>Noen innstillinger ble ikke forstått og er tilbake til standard.</translation>
    </message>
    <message>
        <source>There is no preset called {name}.</source>
        <translation>Det finnes ikke noe regelsett som heter {name}.</translation>
    </message>
    <message>
        <source>A preset called {name} exists already.</source>
        <translation>Det finnes allerede et regelsett som heter {name}.</translation>
    </message>
    <message>
        <source>A preset&apos;s name has 1 to 40 letters.</source>
        <translation>Navnet på et regelsett har 1 til 40 tegn.</translation>
    </message>
    <message>
        <source>The preset is for “{game}”, which this version of Fjols does not have.</source>
        <translation>Regelsettet er for «{game}», som denne versjonen av Fjols ikke har.</translation>
    </message>
    <message>
        <source>The preset&apos;s house rules cannot be used here.</source>
        <translation>Husreglene i regelsettet kan ikke brukes her.</translation>
    </message>
    <message>
        <source>A damaged preset was left out.</source>
        <translation>Et skadet regelsett ble utelatt.</translation>
    </message>
    <message>
        <source>There is no room for more presets; delete one first.</source>
        <translation>Det er ikke plass til flere forhåndsvalg; slett ett først.</translation>
    </message>
    <message>
        <source>The table remembered for {game} could not be used, so the usual table is set.</source>
        <translation>Bordet som var husket for {game}, kunne ikke brukes, så det vanlige bordet er satt opp.</translation>
    </message>
    <message>
        <source>Type a score for each of the {seats} players.</source>
        <translation>Skriv inn poeng for hver av de {seats} spillerne.</translation>
    </message>
    <message>
        <source>A score is far too large.</source>
        <translation>En poengsum er altfor stor.</translation>
    </message>
    <message>
        <source>The points add up to {total}, expected {expected}. Save anyway?</source>
        <translation>Poengene blir {total} til sammen, ventet {expected}. Lagre likevel?</translation>
    </message>
</context>
<context>
    <name>RecallPanel</name>
    <message>
        <source>L or Escape closes this.</source>
        <translation>L eller Escape lukker dette.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Siste stikk</translation>
    </message>
    <message>
        <source>The last bout</source>
        <translation>Siste angrep</translation>
    </message>
    <message>
        <source>The last chain</source>
        <translation>Siste bunke</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Siste stikk</translation>
    </message>
</context>
<context>
    <name>RecordListEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Legg til</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytt &amp;opp</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flytt &amp;ned</translation>
    </message>
    <message>
        <source>The chosen entry</source>
        <translation>Den valgte oppføringen</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Results over time</source>
        <translation>Resultater over tid</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen ferdige spill ennå.</translation>
    </message>
    <message>
        <source>↑ fewer points is better</source>
        <translation>↑ færre poeng er bedre</translation>
    </message>
    <message>
        <source>↑ more points is better</source>
        <translation>↑ flere poeng er bedre</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Spill, eldste først</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vant</translation>
    </message>
    <message>
        <source>the fool</source>
        <translation>fjolset</translation>
    </message>
    <message>
        <source>other games</source>
        <translation>andre spill</translation>
    </message>
    <message>
        <source>average so far</source>
        <translation>snitt så langt</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Family</source>
        <translation>Familien</translation>
    </message>
    <message>
        <source>The people who play at this table. Their results are kept in the statistics.</source>
        <translation>De som spiller ved dette bordet. Resultatene deres tas vare på i statistikken.</translation>
    </message>
    <message>
        <source>Family members</source>
        <translation>Familiemedlemmer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Legg til</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Gi nytt navn…</translation>
    </message>
    <message>
        <source>Take off the &amp;list</source>
        <translation>&amp;Ta av lista</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Gi nytt navn</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nytt navn:</translation>
    </message>
</context>
<context>
    <name>RoundListEditor</name>
    <message>
        <source>no points</source>
        <translation>ingen poeng</translation>
    </message>
    <message>
        <source>Tick the rounds you play and put them in the order you play them. Choose a round to see and change what it costs, or add a round of your own.</source>
        <translation>Kryss av rundene dere spiller, og sett dem i den rekkefølgen dere spiller dem. Velg en runde for å se og endre hva den koster, eller legg til en egen runde.</translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation>Rundene i den rekkefølgen de spilles</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytt &amp;opp</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flytt &amp;ned</translation>
    </message>
    <message>
        <source>&amp;Add a round</source>
        <translation>&amp;Legg til en runde</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>My round</source>
        <translation>Min runde</translation>
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
        <translation>Unngå stikk</translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation>Unngå kløver</translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation>Unngå damer</translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation>Unngå kløver konge</translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation>Unngå siste stikk</translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation>Unngå første stikk</translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation>Unngå hjerter</translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Avoid the first and the last trick</source>
        <translation>Unngå første og siste stikk</translation>
    </message>
    <message>
        <source>All rules at once</source>
        <translation>Alle regler på én gang</translation>
    </message>
    <message>
        <source>Avoid black cards</source>
        <translation>Unngå svarte kort</translation>
    </message>
    <message>
        <source>Avoid diamonds</source>
        <translation>Unngå ruter</translation>
    </message>
    <message>
        <source>Avoid K♣ and the last trick</source>
        <translation>Unngå K♣ og siste stikk</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stikk</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kløver</translation>
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
        <translation>Siste stikk</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Første stikk</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation>Kabal</translation>
    </message>
    <message>
        <source>First + last</source>
        <translation>Første + siste</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle regler</translation>
    </message>
    <message>
        <source>Black cards</source>
        <translation>Svarte kort</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>K♣ + last</source>
        <translation>K♣ + siste</translation>
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
        <translation>Husregler ved dette bordet (merket med gult): {rules}</translation>
    </message>
    <message>
        <source>This table plays the standard rules.</source>
        <translation>Dette bordet spiller etter standardreglene.</translation>
    </message>
    <message>
        <source>House rules at this table</source>
        <translation>Husregler ved dette bordet</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Regeltekst</translation>
    </message>
</context>
<context>
    <name>SavedMatchOffer</name>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (datamaskin)</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n point(s)</source>
        <translation>
            <numerusform>{who}: %n poeng</numerusform>
            <numerusform>{who}: %n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorekeeping with real cards, %n deal(s) written down.</source>
        <translation>
            <numerusform>Poengføring med ekte kort, %n runde skrevet ned.</numerusform>
            <numerusform>Poengføring med ekte kort, %n runder skrevet ned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {number}, %n move(s) made in it.</source>
        <translation>
            <numerusform>Runde {number}, %n trekk gjort i den.</numerusform>
            <numerusform>Runde {number}, %n trekk gjort i den.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {when}.</source>
        <translation>Lagret {when}.</translation>
    </message>
    <message>
        <source>The finished game of {game} was written into the family ledger.</source>
        <translation>Partiet {game} var ferdig og ble skrevet inn i familieboka.</translation>
    </message>
    <message>
        <source>Continue the game?</source>
        <translation>Fortsette spillet?</translation>
    </message>
    <message>
        <source>A game of {game} was not finished.</source>
        <translation>Et parti {game} ble ikke spilt ferdig.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Put it away</source>
        <translation>Legg det bort</translation>
    </message>
    <message>
        <source>The unfinished game was written into the family ledger as abandoned.</source>
        <translation>Det uferdige spillet ble skrevet inn i familieboka som avbrutt.</translation>
    </message>
    <message>
        <source>The saved game is damaged</source>
        <translation>Det lagrede spillet er skadet</translation>
    </message>
    <message>
        <source>The last save of the game cannot be used: {reason}</source>
        <translation>Den siste lagringen av spillet kan ikke brukes: {reason}</translation>
    </message>
    <message>
        <source>The save before it is good; it is one move earlier.

{details}</source>
        <translation>Lagringen før den er i orden; den er ett trekk tidligere.

{details}</translation>
    </message>
    <message>
        <source>Continue from there</source>
        <translation>Fortsett derfra</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>Det lagrede spillet kan ikke fortsettes: {reason}</translation>
    </message>
    <message>
        <source>The file is kept as {file} for anyone who wants to look at it. You can start a new game.</source>
        <translation>Filen er tatt vare på som {file} for den som vil se på den. Du kan starte et nytt spill.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Learner mode: a move was taken back in this match.</source>
        <translation>Øvingsmodus: et trekk ble angret i dette spillet.</translation>
    </message>
    <message>
        <source>Learner mode: a move was taken back in this deal.</source>
        <translation>Øvingsmodus: et trekk ble angret i denne runden.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>Totals</source>
        <translation>Summer</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Runder</translation>
    </message>
</context>
<context>
    <name>ScorekeeperSetupDialog</name>
    <message>
        <source>Keep score for real cards</source>
        <translation>Poengføring med ekte kort</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Antall spillere:</translation>
    </message>
    <message>
        <source>Player {number}:</source>
        <translation>Spiller {number}:</translation>
    </message>
    <message>
        <source>Start the scoresheet</source>
        <translation>Start regnskapet</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>The name of player {number} cannot be saved.</source>
        <translation>Navnet på spiller {number} kan ikke lagres.</translation>
    </message>
    <message>
        <source>Each player needs a name of their own.</source>
        <translation>Hver spiller trenger sitt eget navn.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperWindow</name>
    <message>
        <source>&amp;Write down this deal</source>
        <translation>&amp;Skriv ned denne runden</translation>
    </message>
    <message>
        <source>&amp;Undo last deal</source>
        <translation>&amp;Angre forrige runde</translation>
    </message>
    <message>
        <source>Scoresheet: {game}</source>
        <translation>Regnskap: {game}</translation>
    </message>
    <message>
        <source>{game} with real cards</source>
        <translation>{game} med ekte kort</translation>
    </message>
    <message>
        <source>Points for {name}</source>
        <translation>Poeng til {name}</translation>
    </message>
    <message>
        <source>The last deal was taken back.</source>
        <translation>Forrige runde ble tatt tilbake.</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Ikke lagret: {reason}</translation>
    </message>
    <message>
        <source>The game is over, but the family ledger could not take it: {reason}</source>
        <translation>Spillet er over, men familieboka kunne ikke ta imot det: {reason}</translation>
    </message>
    <message>
        <source>The game is over: {names} won. It is in the family ledger.</source>
        <translation>Spillet er over: {names} vant. Det står i familieboka.</translation>
    </message>
    <message>
        <source>The game is over: {names} lost. It is in the family ledger.</source>
        <translation>Spillet er over: {names} tapte. Det står nå i familiens regnskap.</translation>
    </message>
    <message>
        <source>The game is over. It is in the family ledger.</source>
        <translation>Spillet er over. Det står nå i familiens regnskap.</translation>
    </message>
    <message>
        <source>Deal {number}: type each player&apos;s points for this deal.</source>
        <translation>Runde {number}: skriv inn poengene hver spiller fikk i denne runden.</translation>
    </message>
    <message>
        <source>Check the points</source>
        <translation>Sjekk poengene</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Regnskap</translation>
    </message>
    <message>
        <source>The scoresheet could not be put away, so it was kept: {reason}</source>
        <translation>Regnskapet kunne ikke legges bort, så det ble tatt vare på: {reason}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>General</source>
        <translation>Generelt</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Lydeffekter</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Læring</translation>
    </message>
    <message>
        <source>International letters (J, Q, K, A)</source>
        <translation>Internasjonale bokstaver (J, Q, K, A)</translation>
    </message>
    <message>
        <source>The jack, queen, king and ace show J, Q, K and A in every language, not the letters of the country&apos;s own cards.</source>
        <translation>Knekt, dame, konge og ess viser J, Q, K og A på alle språk, ikke bokstavene fra landets egne kort.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Kortstokk med fire farger</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: the suits are told apart at a glance.</source>
        <translation>♠ svart, ♥ rød, ♦ blå, ♣ grønn: fargene skilles fra hverandre med ett blikk.</translation>
    </message>
    <message>
        <source>Large-print cards</source>
        <translation>Kort med stor skrift</translation>
    </message>
    <message>
        <source>Big rank and suit in the corners, easy to read in a fanned hand.</source>
        <translation>Stor valør og farge i hjørnene, lett å lese i en vifte av kort.</translation>
    </message>
    <message>
        <source>Dark (green felt)</source>
        <translation>Mørk (grønt filt)</translation>
    </message>
    <message>
        <source>Light (pale felt, dark print)</source>
        <translation>Lys (blekt filt, mørk skrift)</translation>
    </message>
    <message>
        <source>Card animations</source>
        <translation>Kortanimasjoner</translation>
    </message>
    <message>
        <source>Dealing, playing, taking tricks and picking up.</source>
        <translation>Når kort gis, spilles, stikk tas og kort tas opp.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Raskt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Sakte</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Dataspillere</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Med én gang</translation>
    </message>
    <message>
        <source>Offer hints (H)</source>
        <translation>Gi hint (H)</translation>
    </message>
    <message>
        <source>The strongest computer player suggests a move and says why.</source>
        <translation>Den sterkeste dataspilleren foreslår et trekk og sier hvorfor.</translation>
    </message>
    <message>
        <source>Explain the computer players&apos; moves</source>
        <translation>Forklar trekkene til dataspillerne</translation>
    </message>
    <message>
        <source>After each computer move the status line says why it was played.</source>
        <translation>Etter hvert trekk en dataspiller gjør, sier statuslinjen hvorfor.</translation>
    </message>
    <message>
        <source>Learner mode: take back your last move</source>
        <translation>Øvingsmodus: angre siste trekk</translation>
    </message>
    <message>
        <source>Against computer players only (Ctrl+Z). The scoresheet marks a match in which a move was taken back.</source>
        <translation>Bare mot dataspillere (Ctrl+Z). Regnskapet merker et spill der et trekk ble angret.</translation>
    </message>
    <message>
        <source>Pause before a computer player&apos;s card (milliseconds)</source>
        <translation>Pause før en dataspiller legger kort (millisekunder)</translation>
    </message>
    <message>
        <source>Hide the hands between human players</source>
        <translation>Skjul hendene mellom menneskelige spillere</translation>
    </message>
    <message>
        <source>When several people share the screen, a curtain hides every hand until the next player is ready.</source>
        <translation>Når flere deler skjermen, skjuler et forheng hver hånd til neste spiller er klar.</translation>
    </message>
    <message>
        <source>Allow taking back a move</source>
        <translation>Tillat å angre trekk</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Tillat hint</translation>
    </message>
    <message>
        <source>Last game played</source>
        <translation>Sist spilte spill</translation>
    </message>
    <message>
        <source>Window size and place</source>
        <translation>Vindusstørrelse og plassering</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
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
        <translation>{name} ga tegn!</translation>
    </message>
    <message>
        <source>Quick, press your key ({keys})</source>
        <translation>Fort, trykk på tasten din ({keys})</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>for sent</translation>
    </message>
    <message>
        <source>press {key}!</source>
        <translation>trykk {key}!</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>tast {key}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Export all results (CSV)…</source>
        <translation>Eksporter alle resultater (CSV)…</translation>
    </message>
    <message>
        <source>Export statistics (CSV)…</source>
        <translation>Eksporter statistikk (CSV)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Per spill</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
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
        <translation>Mellom:</translation>
    </message>
    <message>
        <source>and:</source>
        <translation>og:</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>I:</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Mot hverandre</translation>
    </message>
    <message>
        <source>Person:</source>
        <translation>Person:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spill:</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Over tid</translation>
    </message>
    <message>
        <source>The family ledger cannot be read: {reason}</source>
        <translation>Familieboka kan ikke leses: {reason}</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spill</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>&amp;Delete this game…</source>
        <translation>&amp;Slett dette partiet…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the family ledger are damaged and were left out; everything else is shown.</source>
        <translation>
            <numerusform>%n parti i familieboka er skadet og ble utelatt; alt annet vises.</numerusform>
            <numerusform>%n partier i familieboka er skadet og ble utelatt; alt annet vises.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Seire</translation>
    </message>
    <message>
        <source>Times
the fool</source>
        <translation>Ganger
fjols</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Dårligste</translation>
    </message>
    <message>
        <source>Longest
win streak</source>
        <translation>Lengste
seiersrekke</translation>
    </message>
    <message>
        <source>Current
win streak</source>
        <translation>Seiersrekke
nå</translation>
    </message>
    <message>
        <source>Longest
fool streak</source>
        <translation>Lengste
fjolsrekke</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen ferdige spill ennå.</translation>
    </message>
    <message>
        <source>Fewer points are better.</source>
        <translation>Færre poeng er bedre.</translation>
    </message>
    <message>
        <source>More points are better.</source>
        <translation>Flere poeng er bedre.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {game}. {better} Computer players are not listed.</source>
        <translation>
            <numerusform>%n spill {game}. {better} Dataspillere er ikke med.</numerusform>
            <numerusform>%n spill {game}. {better} Dataspillere er ikke med.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Choose two different people.</source>
        <translation>Velg to forskjellige personer.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Spill sammen</translation>
    </message>
    <message>
        <source>Finished ahead of the other</source>
        <translation>Endte foran den andre</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>The fool</source>
        <translation>Fjolset</translation>
    </message>
    <message>
        <source>{name} in {game}</source>
        <translation>{name} i {game}</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Når</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Vunnet av {names}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ferdig</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n parti skrevet inn i familieboka.</numerusform>
            <numerusform>%n partier skrevet inn i familieboka.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them abandoned (they do not count in the statistics).</source>
        <translation>
            <numerusform>%n av dem avbrutt (det teller ikke i statistikken).</numerusform>
            <numerusform>%n av dem avbrutt (de teller ikke i statistikken).</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Slette partiet?</translation>
    </message>
    <message>
        <source>Delete the game of {game} of {when} with {names} from the family ledger?</source>
        <translation>Slette partiet {game} fra {when} med {names} fra familieboka?</translation>
    </message>
    <message>
        <source>It no longer counts in the statistics. This cannot be undone.</source>
        <translation>Det teller da ikke lenger i statistikken. Det kan ikke angres.</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Slett partiet</translation>
    </message>
    <message>
        <source>The game could not be deleted: {reason}</source>
        <translation>Partiet kunne ikke slettes: {reason}</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksporter</translation>
    </message>
    <message>
        <source>Spreadsheet (CSV) (*.csv)</source>
        <translation>Regneark (CSV) (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}</source>
        <translation>Filen kunne ikke skrives: {reason}</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Deal the next hand</source>
        <translation>Gi neste runde</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spill…</translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation>Gå gjennom runden</translation>
    </message>
    <message>
        <source>Every move of the deal with every hand shown (Ctrl+Shift+R)</source>
        <translation>Hvert trekk i runden med alle hender synlige (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Deal {number} is over</source>
        <translation>Runde {number} er over</translation>
    </message>
    <message>
        <source>{names} won the game!</source>
        <translation>{names} vant spillet!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} deler seieren!</translation>
    </message>
    <message>
        <source>{names} is the fool of the game!</source>
        <translation>{names} er spillets fjols!</translation>
    </message>
    <message>
        <source>{names} are the fools of the game!</source>
        <translation>{names} er spillets fjolser!</translation>
    </message>
    <message>
        <source>The game is over, and nobody lost more than the others.</source>
        <translation>Spillet er over, og ingen tapte mer enn de andre.</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Denne runden</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Siste runde</translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>fool</source>
        <translation>fjols</translation>
    </message>
</context>
<context>
    <name>TableModel</name>
    <message>
        <source>face-down card</source>
        <translation>kort med baksiden opp</translation>
    </message>
    <message>
        <source>{card}, beaten by {cover}</source>
        <translation>{card}, stukket av {cover}</translation>
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
        <translation>tenker</translation>
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
        <translation>angriper</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>forsvarer</translation>
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
        <translation>ga tegn først</translation>
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
        <translation>vant!</translation>
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
        <translation>står over</translation>
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
        <translation>Velkommen til kortbordet</translation>
    </message>
    <message>
        <source>Choose a game. Each seat can be a person or the computer.</source>
        <translation>Velg et spill. Hver plass kan være en person eller datamaskinen.</translation>
    </message>
</context>
</TS>
