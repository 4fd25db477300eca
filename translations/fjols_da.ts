<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>Accessibility</name>
    <message>
        <source>{count} face down</source>
        <translation>{count} med bagsiden opad</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Din hånd: {cards}.</translation>
    </message>
    <message>
        <source>Points: {points}.</source>
        <translation>Point: {points}.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>or press {key}</source>
        <translation>eller tryk {key}</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bekræft</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <source>the only move allowed.</source>
        <translation>det eneste tilladte træk.</translation>
    </message>
    <message>
        <source>the only sensible move.</source>
        <translation>det eneste fornuftige træk.</translation>
    </message>
    <message>
        <source>picked at random.</source>
        <translation>valgt tilfældigt.</translation>
    </message>
    <message>
        <source>a hunch.</source>
        <translation>en fornemmelse.</translation>
    </message>
    <message>
        <source>came out best in {worlds}, each played to the end.</source>
        <translation>klarede sig bedst i {worlds}, hver spillet til ende.</translation>
    </message>
    <message>
        <source>{name}: {why}</source>
        <translation>{name}: {why}</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Tip: {why}</translation>
    </message>
    <message>
        <source>{name} played {move}.</source>
        <translation>{name} spillede {move}.</translation>
    </message>
    <message>
        <source>{name} chose “{move}”.</source>
        <translation>{name} valgte »{move}«.</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tip: {move}</translation>
    </message>
    <message>
        <source>Hint: “{move}”</source>
        <translation>Tip: »{move}«</translation>
    </message>
    <message>
        <source>{name} played {move}: {why}</source>
        <translation>{name} spillede {move}: {why}</translation>
    </message>
    <message>
        <source>{name} chose “{move}”: {why}</source>
        <translation>{name} valgte »{move}«: {why}</translation>
    </message>
    <message>
        <source>Hint: {move} — {why}</source>
        <translation>Tip: {move} — {why}</translation>
    </message>
    <message>
        <source>Hint: “{move}” — {why}</source>
        <translation>Tip: »{move}« — {why}</translation>
    </message>
</context>
<context>
    <name>Advice:hearts</name>
    <message>
        <source>lead a low spade ({card}) to drive out Q♠.</source>
        <translation>spil en lav spar ud ({card}) for at jage D♠ frem.</translation>
    </message>
    <message>
        <source>duck under the trick with {card}.</source>
        <translation>læg dig under stikket med {card}.</translation>
    </message>
    <message>
        <source>no card stays under the trick; {card} is the cheapest.</source>
        <translation>intet kort kan gå under stikket; {card} er det billigste.</translation>
    </message>
    <message>
        <source>follow low with {card} and keep the high cards for later.</source>
        <translation>bekend lavt med {card}, og gem de høje kort til senere.</translation>
    </message>
    <message>
        <source>cannot follow suit: a chance to get rid of Q♠!</source>
        <translation>kan ikke bekende kulør: en chance for at komme af med D♠!</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of {card} while Q♠ is still out.</source>
        <translation>kan ikke bekende kulør: kom af med {card}, mens D♠ stadig er ude.</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of a heart, {card}.</source>
        <translation>kan ikke bekende kulør: kom af med en hjerter, {card}.</translation>
    </message>
    <message>
        <source>cannot follow suit: get rid of the highest card, {card}.</source>
        <translation>kan ikke bekende kulør: kom af med det højeste kort, {card}.</translation>
    </message>
    <message>
        <source>lead low with {card}: someone else holds a higher card of that suit.</source>
        <translation>spil lavt ud med {card}: en anden har et højere kort i den kulør.</translation>
    </message>
    <message>
        <source>lead {card}: several higher cards of that suit are still out.</source>
        <translation>spil {card} ud: flere højere kort i den kulør er stadig ude.</translation>
    </message>
    <message>
        <source>lead {card}: nobody else holds a higher card of that suit, so it wins the trick.</source>
        <translation>spil {card} ud: ingen andre har et højere kort i den kulør, så det tager stikket.</translation>
    </message>
    <message>
        <source>nothing in the first trick costs points so far: a good place for a high card ({card}).</source>
        <translation>intet i første stik koster point indtil nu: et godt sted til et højt kort ({card}).</translation>
    </message>
    <message>
        <source>you play last and the trick costs no points, so {card} may win it safely.</source>
        <translation>du spiller sidst, og stikket koster ingen point, så {card} kan roligt tage det.</translation>
    </message>
    <message>
        <source>you play last and nothing stays under the trick: win it with the highest card, {card}.</source>
        <translation>du spiller sidst, og intet bliver under stikket: tag det med det højeste kort, {card}.</translation>
    </message>
    <message>
        <source>follow with your highest card of the suit, {card}.</source>
        <translation>bekend med dit højeste kort i kuløren, {card}.</translation>
    </message>
    <message>
        <source>go above {seat} with {card}: {seat} has taken every point so far and may be shooting the moon.</source>
        <translation>gå over {seat} med {card}: {seat} har taget alle point indtil nu og er måske ved at skyde månen.</translation>
    </message>
    <message>
        <source>{seat} is winning the trick and has taken every point so far: keep points away from them.</source>
        <translation>{seat} vinder stikket og har taget alle point indtil nu: hold point væk fra dem.</translation>
    </message>
    <message>
        <source>going for the moon: {card}.</source>
        <translation>går efter månen: {card}.</translation>
    </message>
    <message>
        <source>pass on Q♠ and its dangerous company: {cards}.</source>
        <translation>byt D♠ og dens farlige selskab væk: {cards}.</translation>
    </message>
    <message>
        <source>pass the high spades that could catch Q♠: {cards}.</source>
        <translation>byt de høje spar væk, der kan fange D♠: {cards}.</translation>
    </message>
    <message>
        <source>pass {cards} to run out of {suit}.</source>
        <translation>byt {cards} væk for at blive renonce i {suit}.</translation>
    </message>
    <message>
        <source>pass the high hearts: {cards}.</source>
        <translation>byt de høje hjerter væk: {cards}.</translation>
    </message>
    <message>
        <source>pass the highest cards: {cards}.</source>
        <translation>byt de højeste kort væk: {cards}.</translation>
    </message>
    <message>
        <source>pass {cards}, the cards you least want to keep.</source>
        <translation>byt {cards} væk, de kort du helst vil af med.</translation>
    </message>
    <message>
        <source>going for the moon: pass {cards}.</source>
        <translation>går efter månen: byt {cards} væk.</translation>
    </message>
    <message>
        <source>this choice wins the game now.</source>
        <translation>dette valg vinder spillet nu.</translation>
    </message>
    <message>
        <source>this choice keeps the game going, and better placed.</source>
        <translation>dette valg holder spillet i gang, og med en bedre placering.</translation>
    </message>
    <message>
        <source>giving everyone else 26 is worth more.</source>
        <translation>det er mere værd at give alle andre 26.</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Færdig</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Signal!</source>
        <translation>Giv tegn!</translation>
    </message>
</context>
<context>
    <name>Buttons:davoserjas</name>
    <message>
        <source>Pass (nothing fits)</source>
        <translation>Pas (intet passer)</translation>
    </message>
</context>
<context>
    <name>Buttons:durak</name>
    <message>
        <source>Take the cards</source>
        <translation>Tag kortene op</translation>
    </message>
    <message>
        <source>Add nothing</source>
        <translation>Læg ikke til</translation>
    </message>
    <message>
        <source>Done beating</source>
        <translation>Jeg er færdig</translation>
    </message>
    <message>
        <source>Keep my card</source>
        <translation>Behold mit kort</translation>
    </message>
    <message>
        <source>Show the trump: pass on</source>
        <translation>Vis trumfen: send videre</translation>
    </message>
    <message>
        <source>Attack with these</source>
        <translation>Angrib med disse</translation>
    </message>
    <message>
        <source>Pass the attack on</source>
        <translation>Send angrebet videre</translation>
    </message>
</context>
<context>
    <name>Buttons:festudgave</name>
    <message>
        <source>Pass this card</source>
        <translation>Send kortet videre</translation>
    </message>
    <message>
        <source>Take the card</source>
        <translation>Tag kortet</translation>
    </message>
    <message>
        <source>Signal: four of a kind!</source>
        <translation>Tegn: fire ens!</translation>
    </message>
</context>
<context>
    <name>Buttons:fjols</name>
    <message>
        <source>Pick up</source>
        <translation>Tag op</translation>
    </message>
</context>
<context>
    <name>Buttons:hearts</name>
    <message>
        <source>Pass these cards</source>
        <translation>Byt disse kort</translation>
    </message>
    <message>
        <source>Everyone else +26</source>
        <translation>Alle andre +26</translation>
    </message>
    <message>
        <source>Me −26</source>
        <translation>Mig −26</translation>
    </message>
</context>
<context>
    <name>CardPointsEditor</name>
    <message>
        <source>No card has points of its own.</source>
        <translation>Intet kort har egne point.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Kulør</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Tilføj et kort</translation>
    </message>
    <message>
        <source>Above 0 the card is a penalty, below 0 a bonus.</source>
        <translation>Over 0 er kortet straf, under 0 bonus.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>{label}, card {n}: suit</source>
        <translation>{label}, kort {n}: kulør</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <source>{label}, card {n}: rank</source>
        <translation>{label}, kort {n}: værdi</translation>
    </message>
    <message>
        <source>{label}, card {n}: points</source>
        <translation>{label}, kort {n}: point</translation>
    </message>
    <message>
        <source>Remove card {n}</source>
        <translation>Fjern kort {n}</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klør</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruder</translation>
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
        <translation>Knægt</translation>
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
        <translation>Es</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>green</source>
        <translation>grøn</translation>
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
        <translation>hvid</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stik</translation>
    </message>
    <message>
        <source>Matchsticks</source>
        <translation>Tændstikker</translation>
    </message>
    <message>
        <source>Fool</source>
        <translation>Fjols</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort tilbage</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
</context>
<context>
    <name>Columns:davoserjas</name>
    <message>
        <source>Tricks</source>
        <translation>Stik</translation>
    </message>
    <message>
        <source>{cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Første stik</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort tilbage</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
</context>
<context>
    <name>Columns:durak</name>
    <message>
        <source>Matchsticks</source>
        <translation>Tændstikker</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort tilbage</translation>
    </message>
</context>
<context>
    <name>Columns:festudgave</name>
    <message>
        <source>Matchsticks</source>
        <translation>Tændstikker</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bogstaver</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ude</translation>
    </message>
</context>
<context>
    <name>Columns:fjols</name>
    <message>
        <source>Matchsticks</source>
        <translation>Tændstikker</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
</context>
<context>
    <name>Columns:fool</name>
    <message>
        <source>Out (+10)</source>
        <translation>Ude (+10)</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort tilbage</translation>
    </message>
</context>
<context>
    <name>Columns:hearts</name>
    <message>
        <source>Tricks</source>
        <translation>Stik</translation>
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
        <translation>Opgive partiet {game} med {names}? Det kan ikke spilles videre.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) finished. The match goes into the family ledger as abandoned and does not count in the statistics.</source>
        <translation>
            <numerusform>%n runde færdigspillet. Partiet skrives i familiebogen som opgivet og tæller ikke med i statistikken.</numerusform>
            <numerusform>%n runder færdigspillet. Partiet skrives i familiebogen som opgivet og tæller ikke med i statistikken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Opgive partiet?</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Opgiv partiet</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made in this deal are taken back, and the scoresheet marks the deal as taken back.</source>
        <translation>
            <numerusform>Det %n træk, der er spillet i runden, tages tilbage, og regnskabet markerer runden som taget tilbage.</numerusform>
            <numerusform>De %n træk, der er spillet i runden, tages tilbage, og regnskabet markerer runden som taget tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart the deal?</source>
        <translation>Begynde runden forfra?</translation>
    </message>
    <message>
        <source>Deal this hand again from the start?</source>
        <translation>Give kortene om og spille runden forfra?</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Giv kortene om</translation>
    </message>
    <message>
        <source>The {game} scoresheet with {names} is not finished.</source>
        <translation>Regnskabet for {game} med {names} er ikke færdigt.</translation>
    </message>
    <message>
        <source>Close the scoresheet?</source>
        <translation>Lukke regnskabet?</translation>
    </message>
    <message>
        <source>Keep it to go on later (Fjols offers it again), or abandon it: an abandoned scoresheet cannot be continued.</source>
        <translation>Gem det til senere (Fjols tilbyder det igen), eller opgiv det: et opgivet regnskab kan ikke føres videre.</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Gem det til senere</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Opgiv det</translation>
    </message>
</context>
<context>
    <name>DealReview</name>
    <message>
        <source>{name} deals</source>
        <translation>{name} giver</translation>
    </message>
    <message>
        <source>gave {cards} to {name}</source>
        <translation>gav {cards} til {name}</translation>
    </message>
    <message>
        <source>got {cards} from {name}</source>
        <translation>fik {cards} fra {name}</translation>
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
        <translation>Gennemgang: {game}, runde {number}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Seed {seed}&lt;/b&gt; (match {match}, deal {number}) · %n move(s) · every hand is shown</source>
        <translation>
            <numerusform>&lt;b&gt;Blanding {seed}&lt;/b&gt; (parti {match}, runde {number}) · %n træk · alle hænder vises</numerusform>
            <numerusform>&lt;b&gt;Blanding {seed}&lt;/b&gt; (parti {match}, runde {number}) · %n træk · alle hænder vises</numerusform>
        </translation>
    </message>
    <message>
        <source>The same seed deals the same cards: start a new game of {game} with seed {match} (fjols --game {id} --seed {match}) and deal {number} is this deal again. The computers saw only their own cards.</source>
        <translation>Samme blanding giver de samme kort: Start et nyt spil {game} med blanding {match} (fjols --game {id} --seed {match}), så er runde {number} denne runde igen. Computerne så kun deres egne kort.</translation>
    </message>
    <message>
        <source>The deal, every hand shown</source>
        <translation>Runden med alle hænder vist</translation>
    </message>
    <message>
        <source>Moves of the deal</source>
        <translation>Rundens træk</translation>
    </message>
    <message>
        <source>What each player gave and got</source>
        <translation>Hvad hver spiller gav og fik</translation>
    </message>
    <message>
        <source>&lt;b&gt;Passed cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kort givet videre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Til kortgivningen (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Et træk tilbage (venstre pil)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Et træk frem (højre pil)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Til slutningen (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Sted i runden</translation>
    </message>
    <message>
        <source>Copy the record</source>
        <translation>Kopiér forløbet</translation>
    </message>
    <message>
        <source>The seed, the house rules and every move, as text</source>
        <translation>Blandingen, husreglerne og alle træk som tekst</translation>
    </message>
    <message>
        <source>Move {step} of {count}</source>
        <translation>Træk {step} af {count}</translation>
    </message>
    <message>
        <source>The record is on the clipboard.</source>
        <translation>Forløbet er kopieret til udklipsholderen.</translation>
    </message>
</context>
<context>
    <name>EnumListEditor</name>
    <message>
        <source>Move &amp;up</source>
        <translation>Flyt &amp;op</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flyt &amp;ned</translation>
    </message>
</context>
<context>
    <name>FamilyFeatures</name>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Keep score for &amp;real cards…</source>
        <translation>Regnskab for rigtige &amp;kort…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Family…</source>
        <translation>&amp;Familie…</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Some of your settings could not be read, so Fjols started with its usual ones.</source>
        <translation>Nogle af dine indstillinger kunne ikke læses, så Fjols startede med de sædvanlige.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>The damaged files were kept beside the new ones.</source>
        <translation>De beskadigede filer er gemt ved siden af de nye.</translation>
    </message>
    <message>
        <source>Keep score for real cards</source>
        <translation>Regnskab for rigtige kort</translation>
    </message>
    <message>
        <source>The {game} scoresheet with {names} is not finished.</source>
        <translation>Regnskabet for {game} med {names} er ikke færdigt.</translation>
    </message>
    <message>
        <source>Continue it, or start a new scoresheet (this one is kept for later).</source>
        <translation>Fortsæt det, eller begynd et nyt regnskab (dette gemmes til senere).</translation>
    </message>
    <message>
        <source>Continue it</source>
        <translation>Fortsæt det</translation>
    </message>
    <message>
        <source>New scoresheet</source>
        <translation>Nyt regnskab</translation>
    </message>
    <message>
        <source>Not in the family ledger: {reason}</source>
        <translation>Ikke skrevet i familiebogen: {reason}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Ikke gemt: {reason}</translation>
    </message>
    <message>
        <source>{file}: {reason} The game goes on; Fjols keeps it in memory and tries again after every move.</source>
        <translation>{file}: {reason} Spillet fortsætter; Fjols husker det og prøver igen efter hvert træk.</translation>
    </message>
    <message>
        <source>Settings not saved: {reason}</source>
        <translation>Indstillingerne er ikke gemt: {reason}</translation>
    </message>
    <message>
        <source>This match has as many deals as one save can hold ({deals}): it ends here and counts with these totals.</source>
        <translation>Partiet har så mange runder, som en gemt fil kan rumme ({deals}): det slutter her og tæller med disse point.</translation>
    </message>
    <message>
        <source>A saved game that cannot be continued was kept as {file}: {reason}</source>
        <translation>Et gemt parti, der ikke kan fortsættes, er gemt som {file}: {reason}</translation>
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
        <translation>Hjerterfri: undgå hjerterne og spar dame.</translation>
    </message>
    <message>
        <source>Davoserjas</source>
        <translation>Davoserjas</translation>
    </message>
    <message>
        <source>Six rounds: avoid tricks, clubs, queens, the king of clubs and the last trick, then race to empty your hand in the kabale.</source>
        <translation>Seks runder: undgå stik, klør, damer, klør konge og sidste stik, og kom så først af med kortene i kabalen.</translation>
    </message>
    <message>
        <source>Fjols – festudgave</source>
        <translation>Fjols – festudgave</translation>
    </message>
    <message>
        <source>Pass cards to the left until someone has four of a kind; the last to touch their nose is the fjols.</source>
        <translation>Send kort til venstre, til nogen har fire ens; den sidste, der tager sig til næsen, er fjolset.</translation>
    </message>
    <message>
        <source>Fjols</source>
        <translation>Fjols</translation>
    </message>
    <message>
        <source>Beat the card before you with a high or a low trump; the last with cards is the fjols.</source>
        <translation>Stik kortet før dig – der er både højtrumf og lavtrumf; den sidste med kort på hånden er fjolset.</translation>
    </message>
    <message>
        <source>A game by Friedemann Friese. This is an unofficial implementation for home play.</source>
        <translation>Et spil af Friedemann Friese. Dette er en uofficiel udgave til brug derhjemme.</translation>
    </message>
    <message>
        <source>Fool!</source>
        <translation>Fool!</translation>
    </message>
    <message>
        <source>Get rid of your cards, but never play the worst card of a trick.</source>
        <translation>Kom af med dine kort, men læg aldrig det dårligste kort i et stik.</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>Durak</translation>
    </message>
    <message>
        <source>Attack and defend; the last player with cards is the fool.</source>
        <translation>Angrib og forsvar dig; den sidste med kort på hånden er duraken.</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>face-down card</source>
        <translation>kort med bagsiden opad</translation>
    </message>
</context>
<context>
    <name>HandoffCurtain</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Alle andre: kig væk, tak.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Giv computeren til {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Jeg er {name}: vis mine kort</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Passing</source>
        <translation>Bytte</translation>
    </message>
    <message>
        <source>The signal</source>
        <translation>Tegnet</translation>
    </message>
    <message>
        <source>Four of one rank per player, all dealt</source>
        <translation>Fire af samme værdi pr. spiller, alle gives ud</translation>
    </message>
    <message>
        <source>The whole deck; the dealer draws from a pile</source>
        <translation>Alle 52 kort; giveren trækker fra en bunke</translation>
    </message>
    <message>
        <source>Everybody passes at the same time</source>
        <translation>Alle sender på samme tid</translation>
    </message>
    <message>
        <source>Pass and take at your own pace</source>
        <translation>Send og tag i dit eget tempo</translation>
    </message>
    <message>
        <source>Seconds to choose a card</source>
        <translation>Sekunder til at vælge et kort</translation>
    </message>
    <message>
        <source>When the time is up, the chosen card (or a random one) is passed. 0 waits for everybody.</source>
        <translation>Når tiden er gået, sendes det valgte kort (eller et tilfældigt). 0 venter på alle.</translation>
    </message>
    <message>
        <source>Finger on the nose</source>
        <translation>Tag dig til næsen</translation>
    </message>
    <message>
        <source>Grab a spoon (one fewer than players)</source>
        <translation>Tag en ske (én færre end spillere)</translation>
    </message>
    <message>
        <source>Signalling without four of a kind</source>
        <translation>Tegn uden fire ens</translation>
    </message>
    <message>
        <source>You are the fjols</source>
        <translation>Du er fjolset</translation>
    </message>
    <message>
        <source>It does not count; play on</source>
        <translation>Det tæller ikke; spil videre</translation>
    </message>
    <message>
        <source>Seconds to react to a signal</source>
        <translation>Sekunder til at reagere på tegnet</translation>
    </message>
    <message>
        <source>Who has not signalled by then is too late; of several, one is drawn at random to be the fjols.</source>
        <translation>Den, der ikke har givet tegn inden da, er for sent på den; er flere for sent på den, trækkes der lod om, hvem der bliver fjolset.</translation>
    </message>
    <message>
        <source>A matchstick for each fjols</source>
        <translation>En tændstik til hvert fjols</translation>
    </message>
    <message>
        <source>A letter for each fjols; a full word is out</source>
        <translation>Et bogstav til hvert fjols; et helt ord er ude</translation>
    </message>
    <message>
        <source>Word (letters scoring)</source>
        <translation>Ord (med bogstaver)</translation>
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
        <translation>Antal runder (med tændstikker)</translation>
    </message>
    <message>
        <source>0 means play until you stop. With letters the match ends when one player is left.</source>
        <translation>0 betyder, at I bliver ved, til I stopper. Med bogstaver slutter det, når kun én spiller er tilbage.</translation>
    </message>
    <message>
        <source>Computer players react</source>
        <translation>Computerspillerne reagerer</translation>
    </message>
    <message>
        <source>Slowly (good with children)</source>
        <translation>Langsomt (godt med børn)</translation>
    </message>
    <message>
        <source>Normally</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtigt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Regnskab</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spillets afslutning</translation>
    </message>
    <message>
        <source>Cards passed before each hand</source>
        <translation>Kort, der byttes før hver runde</translation>
    </message>
    <message>
        <source>0 means the cards are never passed.</source>
        <translation>Med 0 byttes der aldrig kort.</translation>
    </message>
    <message>
        <source>Passing with three or five players</source>
        <translation>Bytte med tre eller fem spillere</translation>
    </message>
    <message>
        <source>There is no player opposite you at an odd table. With five players you may also pass two seats to the left and to the right.</source>
        <translation>Ved et ulige bord er der ingen overfor. Er I fem, kan I også bytte to pladser til venstre og til højre.</translation>
    </message>
    <message>
        <source>Left, right, keep</source>
        <translation>Venstre, højre, behold</translation>
    </message>
    <message>
        <source>Left, right, two left, two right, keep (five players)</source>
        <translation>Venstre, højre, to til venstre, to til højre, behold (fem spillere)</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>At skyde månen</translation>
    </message>
    <message>
        <source>What happens when one player takes every heart and the queen of spades.</source>
        <translation>Hvad der sker, når én spiller tager alle hjerter og spar dame.</translation>
    </message>
    <message>
        <source>The others get 26 points each</source>
        <translation>De andre får 26 point hver</translation>
    </message>
    <message>
        <source>The shooter subtracts 26</source>
        <translation>Skytten trækker 26 fra</translation>
    </message>
    <message>
        <source>The shooter chooses</source>
        <translation>Skytten vælger</translation>
    </message>
    <message>
        <source>The game ends when someone reaches</source>
        <translation>Spillet slutter, når nogen når</translation>
    </message>
    <message>
        <source>After the hand in which a total reaches this score, the lowest total wins.</source>
        <translation>Efter den runde, hvor nogens samlede point når dette tal, vinder den med færrest.</translation>
    </message>
    <message>
        <source>Ten of diamonds is a bonus card</source>
        <translation>Ruder ti er et bonuskort</translation>
    </message>
    <message>
        <source>Whoever takes the ten of diamonds subtracts points.</source>
        <translation>Den, der tager ruder ti, får trukket point fra.</translation>
    </message>
    <message>
        <source>Value of the ten of diamonds</source>
        <translation>Værdien af ruder ti</translation>
    </message>
    <message>
        <source>Cards with their own points</source>
        <translation>Kort med egne point</translation>
    </message>
    <message>
        <source>Give any card the points it counts for whoever takes it: a penalty above 0, a bonus below 0. A heart or the queen of spades listed here counts these points instead of its usual 1 or 13. Shooting the moon still needs every heart and the queen of spades, and still counts 26.</source>
        <translation>Giv et hvilket som helst kort de point, det tæller for den, der tager det: straf over 0, bonus under 0. En hjerter eller spar dame på listen tæller disse point i stedet for de sædvanlige 1 eller 13. At skyde månen kræver stadig alle hjerter og spar dame og tæller stadig 26.</translation>
    </message>
    <message>
        <source>Hearts are broken by</source>
        <translation>Hjerter brydes af</translation>
    </message>
    <message>
        <source>Until hearts are broken, nobody may lead a heart unless they hold nothing else.</source>
        <translation>Indtil hjerter er brudt, må ingen spille en hjerter ud, medmindre de ikke har andet.</translation>
    </message>
    <message>
        <source>A heart thrown by someone who cannot follow suit</source>
        <translation>En hjerter, smidt af en, der ikke kan bekende kulør</translation>
    </message>
    <message>
        <source>Any heart played, a heart led from a hand of only hearts too</source>
        <translation>Enhver hjerter, der spilles, også en hjerter spillet ud fra en hånd med kun hjerter</translation>
    </message>
    <message>
        <source>The queen of spades breaks hearts</source>
        <translation>Spar dame bryder hjerter</translation>
    </message>
    <message>
        <source>Once the queen of spades has been played, hearts may be led.</source>
        <translation>Når spar dame har været spillet, må der spilles hjerter ud.</translation>
    </message>
    <message>
        <source>No points in the first trick</source>
        <translation>Ingen point i første stik</translation>
    </message>
    <message>
        <source>Hearts and the queen of spades may not be played in the first trick unless you hold nothing else.</source>
        <translation>Hjerter og spar dame må ikke lægges i første stik, medmindre man ikke har andet.</translation>
    </message>
    <message>
        <source>Holding only points in the first trick</source>
        <translation>Kun pointkort i første stik</translation>
    </message>
    <message>
        <source>Play any card, the queen of spades too</source>
        <translation>Læg et hvilket som helst, også spar dame</translation>
    </message>
    <message>
        <source>Play a heart, not the queen of spades</source>
        <translation>Læg en hjerter, ikke spar dame</translation>
    </message>
    <message>
        <source>Lead a heart when you hold only hearts and the queen of spades</source>
        <translation>Spil hjerter ud, når du kun har hjerter og spar dame</translation>
    </message>
    <message>
        <source>Otherwise such a hand must lead the queen of spades while hearts are not broken.</source>
        <translation>Ellers skal sådan en hånd spille spar dame ud, så længe hjerter ikke er brudt.</translation>
    </message>
    <message>
        <source>Cards taken out with five players</source>
        <translation>Kort, der tages ud med fem spillere</translation>
    </message>
    <message>
        <source>Five players get ten cards each, so two twos leave the pack. With three players only the two of diamonds leaves.</source>
        <translation>Fem spillere får ti kort hver, så to toere tages ud af spillet. Med tre spillere tages kun ruder 2 ud.</translation>
    </message>
    <message>
        <source>Two of diamonds and two of spades: the two of clubs leads</source>
        <translation>Ruder 2 og spar 2: klør 2 spiller ud</translation>
    </message>
    <message>
        <source>Two of diamonds and two of clubs: the three of clubs leads</source>
        <translation>Ruder 2 og klør 2: klør 3 spiller ud</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation>Kabale</translation>
    </message>
    <message>
        <source>Your own round list</source>
        <translation>Jeres egne runder</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>A suit letter (C, D, H, S) for every card of that suit, a rank (2-10, J, Q, K, A) for all four of that rank, or one card such as KC. Several, separated by blanks, count together: C S are the black cards.</source>
        <translation>Et kulørbogstav (C klør, D ruder, H hjerter, S spar) for alle kort i kuløren, en værdi (2-10, J knægt, Q dame, K konge, A es) for alle fire kort af den værdi, eller ét kort som KC (klør konge). Flere, adskilt af mellemrum, tæller sammen: C S er de sorte kort.</translation>
    </message>
    <message>
        <source>Points per card</source>
        <translation>Point pr. kort</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Nøgle</translation>
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
        <translation>Stik: undgå noget</translation>
    </message>
    <message>
        <source>Kabale: get rid of your cards</source>
        <translation>Kabale: kom af med kortene</translation>
    </message>
    <message>
        <source>Points per trick taken</source>
        <translation>Point pr. taget stik</translation>
    </message>
    <message>
        <source>Points for taking the first trick</source>
        <translation>Point for at tage første stik</translation>
    </message>
    <message>
        <source>Points for taking the last trick</source>
        <translation>Point for at tage sidste stik</translation>
    </message>
    <message>
        <source>Your name for the round; empty shows the standard name.</source>
        <translation>Jeres navn til runden; tomt viser standardnavnet.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilles</translation>
    </message>
    <message>
        <source>Cards that cost points</source>
        <translation>Kort, der koster point</translation>
    </message>
    <message>
        <source>Points per pass</source>
        <translation>Point pr. pas</translation>
    </message>
    <message>
        <source>Kabale scored by</source>
        <translation>Kabalen tælles efter</translation>
    </message>
    <message>
        <source>Cards left when the first is out</source>
        <translation>Kort tilbage, når den første er ude</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Points per card left</source>
        <translation>Point pr. kort tilbage</translation>
    </message>
    <message>
        <source>Points per place behind the winner</source>
        <translation>Point pr. plads efter vinderen</translation>
    </message>
    <message>
        <source>One value each for 3, 4, 5, 6 and 7 players: the second out gets it once, the third twice, and so on.</source>
        <translation>Én værdi for hver af 3, 4, 5, 6 og 7 spillere: nummer to ud får den én gang, nummer tre to gange og så videre.</translation>
    </message>
    <message>
        <source>Bonus for the first out</source>
        <translation>Bonus til den første, der går ud</translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation>Rækkefølgen af runderne</translation>
    </message>
    <message>
        <source>Leave a round out to skip it; some families play the kabale first.</source>
        <translation>Tag en runde ud for at springe den over; nogle familier spiller kabalen først.</translation>
    </message>
    <message>
        <source>Avoid tricks</source>
        <translation>Undgå stik</translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation>Undgå klør</translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation>Undgå damer</translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation>Undgå klør konge</translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation>Undgå det sidste stik</translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation>Undgå det første stik</translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation>Undgå hjerter</translation>
    </message>
    <message>
        <source>Extra rounds</source>
        <translation>Ekstra runder</translation>
    </message>
    <message>
        <source>Played just before the kabale, unless the order above places them.</source>
        <translation>Spilles lige før kabalen, medmindre rækkefølgen ovenfor placerer dem.</translation>
    </message>
    <message>
        <source>Avoid tricks: points per trick</source>
        <translation>Undgå stik: point pr. stik</translation>
    </message>
    <message>
        <source>Avoid clubs: points per club</source>
        <translation>Undgå klør: point pr. klør</translation>
    </message>
    <message>
        <source>Avoid queens: points per queen</source>
        <translation>Undgå damer: point pr. dame</translation>
    </message>
    <message>
        <source>Avoid the king of clubs: points for it</source>
        <translation>Undgå klør konge: point for den</translation>
    </message>
    <message>
        <source>Avoid the last trick: points for it</source>
        <translation>Undgå det sidste stik: point for det</translation>
    </message>
    <message>
        <source>The last-trick round also penalises</source>
        <translation>Runden med det sidste stik straffer også</translation>
    </message>
    <message>
        <source>Nothing else</source>
        <translation>Intet andet</translation>
    </message>
    <message>
        <source>The first trick, at the same points</source>
        <translation>Det første stik, med samme point</translation>
    </message>
    <message>
        <source>Avoid the first trick: points for it</source>
        <translation>Undgå det første stik: point for det</translation>
    </message>
    <message>
        <source>Avoid hearts: points per heart</source>
        <translation>Undgå hjerter: point pr. hjerter</translation>
    </message>
    <message>
        <source>Kabale: points per pass</source>
        <translation>Kabale: point pr. pas</translation>
    </message>
    <message>
        <source>Kabale: points per card left when someone is out</source>
        <translation>Kabale: point pr. kort tilbage, når nogen er ude</translation>
    </message>
    <message>
        <source>Kabale: bonus for the first out</source>
        <translation>Kabale: bonus til den første, der går ud</translation>
    </message>
    <message>
        <source>Subtracted from the first player out (Swedish Jazz uses 10).</source>
        <translation>Trækkes fra hos den, der først går ud (det svenske Jazz bruger 10).</translation>
    </message>
    <message>
        <source>Kabale: the ace is</source>
        <translation>Kabale: esset er</translation>
    </message>
    <message>
        <source>Low, below the two</source>
        <translation>Lavt, under toeren</translation>
    </message>
    <message>
        <source>High, above the king</source>
        <translation>Højt, over kongen</translation>
    </message>
    <message>
        <source>Kabale: the sevens</source>
        <translation>Kabale: syverne</translation>
    </message>
    <message>
        <source>All laid out before the first turn</source>
        <translation>Alle lægges ud før første tur</translation>
    </message>
    <message>
        <source>Played in turn; a seven must be played first</source>
        <translation>Lægges efter tur; en syver skal lægges først</translation>
    </message>
    <message>
        <source>Played in turn like any other card</source>
        <translation>Lægges efter tur som alle andre kort</translation>
    </message>
    <message>
        <source>Kabale: cards</source>
        <translation>Kabale: kort</translation>
    </message>
    <message>
        <source>The same cards as the trick rounds</source>
        <translation>De samme kort som stikrunderne</translation>
    </message>
    <message>
        <source>All 52; hands may differ by one card</source>
        <translation>Alle 52; hænderne kan afvige med ét kort</translation>
    </message>
    <message>
        <source>The ace is low in the trick rounds too</source>
        <translation>Es er også lavest i stikrunderne</translation>
    </message>
    <message>
        <source>Which twos leave the deck first</source>
        <translation>Hvilke toere der tages ud først</translation>
    </message>
    <message>
        <source>Three players remove one two, five remove two, seven three and six all four, so that everybody gets the same number of cards.</source>
        <translation>Tre spillere tager én toer ud, fem tager to, syv tager tre og seks alle fire, så alle får lige mange kort.</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Ruder 2</translation>
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
        <translation>Klør 2</translation>
    </message>
    <message>
        <source>End a round once all its penalties are taken</source>
        <translation>Stop en runde, når alle strafpoint er taget</translation>
    </message>
    <message>
        <source>Saves time; it cannot change a score. Rounds that penalise every trick or the last trick are always played to the end.</source>
        <translation>Det sparer tid og kan aldrig ændre pointene. Runder, der straffer hvert stik eller det sidste stik, spilles altid til ende.</translation>
    </message>
    <message>
        <source>Tie for the lowest total</source>
        <translation>Lige med færrest point</translation>
    </message>
    <message>
        <source>They share the win</source>
        <translation>De deler sejren</translation>
    </message>
    <message>
        <source>Fewest points in the kabale wins, else they share</source>
        <translation>Færrest point i kabalen vinder, ellers deler de</translation>
    </message>
    <message>
        <source>Play your own round list</source>
        <translation>Spil jeres egen liste af runder</translation>
    </message>
    <message>
        <source>Play the rounds below instead of the standard rounds; the points above are then not used.</source>
        <translation>Spil runderne nedenfor i stedet for standardrunderne; pointene ovenfor bruges så ikke.</translation>
    </message>
    <message>
        <source>Your rounds in the order played</source>
        <translation>Jeres runder i den rækkefølge, de spilles</translation>
    </message>
    <message>
        <source>Play more hands until one is lowest</source>
        <translation>Spil flere runder, til én har færrest</translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation>Åbne kort (til øvelse)</translation>
    </message>
    <message>
        <source>Everybody&apos;s cards are shown face up.</source>
        <translation>Alles kort ligger med billedsiden opad.</translation>
    </message>
    <message>
        <source>Seksdagesløbet (standard)</source>
        <translation>Seksdagesløbet (standard)</translation>
    </message>
    <message>
        <source>Kabale first</source>
        <translation>Kabalen først</translation>
    </message>
    <message>
        <source>Seven rounds: first and last trick, all rules at once</source>
        <translation>Syv runder: første og sidste stik, alle regler på én gang</translation>
    </message>
    <message>
        <source>Black cards and diamonds, kabale by place</source>
        <translation>Sorte kort og ruder, kabale efter placering</translation>
    </message>
    <message>
        <source>Beating</source>
        <translation>At stikke</translation>
    </message>
    <message>
        <source>Picking up</source>
        <translation>At tage op</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Regnskab</translation>
    </message>
    <message>
        <source>Cards in play</source>
        <translation>Kort i spil</translation>
    </message>
    <message>
        <source>36 cards (sixes to aces) is usual; some families play with all 52, which makes the game longer and trumps rarer.</source>
        <translation>36 kort (seksere til esser) er det almindelige; nogle familier spiller med alle 52, og så bliver spillet længere og trumferne sjældnere.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreb</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Forsvar</translation>
    </message>
    <message>
        <source>Start of the deal</source>
        <translation>Spillets start</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Podkidnoy is the usual game. Perevodnoy lets the defender pass the attack on; prostoy is played with five cards and no throw-ins; severnyi has a second trump suit late in the deal.</source>
        <translation>Podkidnoj er det almindelige spil. I perevodnoj kan forsvareren sende angrebet videre; prostoj spilles med fem kort og uden at kaste ind; i severnyj kommer der en ekstra trumfkulør sent i spillet.</translation>
    </message>
    <message>
        <source>Podkidnoy (throw-in)</source>
        <translation>Podkidnoj (kast ind)</translation>
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
        <translation>Severnyj (to trumfkulører)</translation>
    </message>
    <message>
        <source>Cards in the pack</source>
        <translation>Kort i spillet</translation>
    </message>
    <message>
        <source>24 cards (nine to ace) is for two players only.</source>
        <translation>24 kort (niere til esser) er kun for to spillere.</translation>
    </message>
    <message>
        <source>24 cards (9 to ace)</source>
        <translation>24 kort (9 til es)</translation>
    </message>
    <message>
        <source>36 cards (6 to ace)</source>
        <translation>36 kort (6 til es)</translation>
    </message>
    <message>
        <source>52 cards (2 to ace)</source>
        <translation>52 kort (2 til es)</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Partners sit opposite (four players) or every other seat (six players). The team left with cards loses.</source>
        <translation>Makkerne sidder over for hinanden (fire spillere) eller på hver anden plads (seks spillere). Det hold, der sidder tilbage med kort, taber.</translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation>Alle for sig selv</translation>
    </message>
    <message>
        <source>Two against two</source>
        <translation>To mod to</translation>
    </message>
    <message>
        <source>Three against three</source>
        <translation>Tre mod tre</translation>
    </message>
    <message>
        <source>Who may throw in</source>
        <translation>Hvem må kaste ind</translation>
    </message>
    <message>
        <source>Everybody up to four players, else neighbours</source>
        <translation>Alle ved højst fire spillere, ellers naboerne</translation>
    </message>
    <message>
        <source>Every attacker</source>
        <translation>Alle angribere</translation>
    </message>
    <message>
        <source>The defender&apos;s two neighbours</source>
        <translation>Forsvarerens to naboer</translation>
    </message>
    <message>
        <source>Only the main attacker</source>
        <translation>Kun hovedangriberen</translation>
    </message>
    <message>
        <source>When attackers may throw in</source>
        <translation>Hvornår angriberne må kaste ind</translation>
    </message>
    <message>
        <source>When every card on the table is beaten</source>
        <translation>Når alle kort på bordet er stukket</translation>
    </message>
    <message>
        <source>After every card the defender beats</source>
        <translation>Efter hvert kort, forsvareren stikker</translation>
    </message>
    <message>
        <source>Attackers may add cards when the defender takes</source>
        <translation>Angriberne må lægge kort til, når forsvareren tager op</translation>
    </message>
    <message>
        <source>At most five attack cards early in the deal</source>
        <translation>Højst fem angrebskort tidligt i spillet</translation>
    </message>
    <message>
        <source>No: six in every bout</source>
        <translation>Nej: seks i hver duel</translation>
    </message>
    <message>
        <source>In the first bout</source>
        <translation>I første duel</translation>
    </message>
    <message>
        <source>Until the first bout has been beaten</source>
        <translation>Indtil første duel er slået af</translation>
    </message>
    <message>
        <source>Swap the lowest trump for the turned-up trump</source>
        <translation>Byt den laveste trumf med den vendte trumf</translation>
    </message>
    <message>
        <source>Only the player who was dealt the lowest trump may swap it, before a bout and while the turned-up card is still under the talon.</source>
        <translation>Kun den, der fik den laveste trumf ved kortgivningen, må bytte den, før en duel, mens det vendte kort stadig ligger under bunken.</translation>
    </message>
    <message>
        <source>Every deal (not in prostoy)</source>
        <translation>I hvert spil (ikke i prostoj)</translation>
    </message>
    <message>
        <source>Every deal</source>
        <translation>I hvert spil</translation>
    </message>
    <message>
        <source>Only before the first attack</source>
        <translation>Kun før første angreb</translation>
    </message>
    <message>
        <source>Only in the first deal</source>
        <translation>Kun i første spil</translation>
    </message>
    <message>
        <source>Who attacks first after the first deal</source>
        <translation>Hvem angriber først efter første spil</translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour</source>
        <translation>Giverens venstre nabo</translation>
    </message>
    <message>
        <source>The dealer&apos;s right neighbour attacks the fool</source>
        <translation>Giverens højre nabo angriber fjolset</translation>
    </message>
    <message>
        <source>The lowest trump</source>
        <translation>Den laveste trumf</translation>
    </message>
    <message>
        <source>Prostoy: who attacks first in the first deal</source>
        <translation>Prostoj: hvem angriber først i første spil</translation>
    </message>
    <message>
        <source>Our rules let the lowest trump start the first deal in every variant; some prostoy rules start with the dealer&apos;s left neighbour.</source>
        <translation>Vores regler lader den laveste trumf begynde første spil i alle varianter; nogle prostoj-regler begynder med giverens venstre nabo.</translation>
    </message>
    <message>
        <source>Our rules say only that an attack is one, three or five cards. The pairs come from the Russian rules as pagat.com describes them: a pair and any third card, or two pairs and any fifth card.</source>
        <translation>Vores regler siger kun, at et angreb er ét, tre eller fem kort. Parrene kommer fra de russiske regler, sådan som pagat.com beskriver dem: et par og et vilkårligt tredje kort, eller to par og et vilkårligt femte.</translation>
    </message>
    <message>
        <source>The lowest trump, as in the other variants</source>
        <translation>Den laveste trumf, som i de andre varianter</translation>
    </message>
    <message>
        <source>Nobody holds a trump</source>
        <translation>Ingen har trumf</translation>
    </message>
    <message>
        <source>The dealer&apos;s left neighbour attacks</source>
        <translation>Giverens venstre nabo angriber</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Giv kortene om</translation>
    </message>
    <message>
        <source>The lowest card beats the ace of its suit</source>
        <translation>Det laveste kort stikker esset i sin kulør</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Only in trumps</source>
        <translation>Kun i trumf</translation>
    </message>
    <message>
        <source>In every suit</source>
        <translation>I alle kulører</translation>
    </message>
    <message>
        <source>Perevodnoy: cards added when passing the attack on</source>
        <translation>Perevodnoj: kort, der lægges til, når angrebet sendes videre</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Så mange, du vil</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Ét</translation>
    </message>
    <message>
        <source>Perevodnoy: pass the attack on by showing the trump of its rank</source>
        <translation>Perevodnoj: send angrebet videre ved at vise trumfen i samme værdi</translation>
    </message>
    <message>
        <source>Severnyi: the second trump suit</source>
        <translation>Severnyj: den anden trumfkulør</translation>
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
        <translation>Prostoj: ikke flere angrebskort, end forsvareren har</translation>
    </message>
    <message>
        <source>Prostoy: the cards of an attack</source>
        <translation>Prostoj: kortene i et angreb</translation>
    </message>
    <message>
        <source>Any one, three or five cards</source>
        <translation>Vilkårlige ét, tre eller fem kort</translation>
    </message>
    <message>
        <source>One card, a pair and one more, or two pairs and one more</source>
        <translation>Ét kort, et par og ét til eller to par og ét til</translation>
    </message>
    <message>
        <source>Announce &quot;durak with epaulettes&quot;</source>
        <translation>Meld “durak med epauletter”</translation>
    </message>
    <message>
        <source>When the last card played against the durak was a six.</source>
        <translation>Når det sidste kort, der blev spillet mod duraken, var en sekser.</translation>
    </message>
    <message>
        <source>A matchstick for every lost deal</source>
        <translation>En tændstik for hvert tabt spil</translation>
    </message>
    <message>
        <source>0 means the match goes on until you stop.</source>
        <translation>0 betyder, at I bliver ved, til I stopper.</translation>
    </message>
    <message>
        <source>The match ends when somebody has this many matchsticks</source>
        <translation>Det hele slutter, når nogen har så mange tændstikker</translation>
    </message>
    <message>
        <source>0 means no limit.</source>
        <translation>0 betyder ingen grænse.</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>Kort til hver spiller</translation>
    </message>
    <message>
        <source>Five is usual in Fjols, six in Durak.</source>
        <translation>Fem er det almindelige i Fjols, seks i Durak.</translation>
    </message>
    <message>
        <source>A player who cannot beat takes</source>
        <translation>Den, der ikke kan stikke, tager</translation>
    </message>
    <message>
        <source>Only the last card played (the rest is put aside)</source>
        <translation>Kun det senest spillede kort (resten lægges væk)</translation>
    </message>
    <message>
        <source>The whole pile</source>
        <translation>Hele bunken</translation>
    </message>
    <message>
        <source>Following suit</source>
        <translation>At bekende kulør</translation>
    </message>
    <message>
        <source>How &quot;follow suit if you can, trump if you are void&quot; limits the card you beat with.</source>
        <translation>Hvordan “bekend kulør, hvis du kan – er du renonce, må du trumfe” begrænser det kort, du stikker med.</translation>
    </message>
    <message>
        <source>Beat in the suit if you can; otherwise you may trump</source>
        <translation>Stik i kuløren, hvis du kan; ellers må du trumfe</translation>
    </message>
    <message>
        <source>Trump only when you hold no card of the suit</source>
        <translation>Trumf kun, når du er renonce</translation>
    </message>
    <message>
        <source>Any card that beats</source>
        <translation>Ethvert kort, der stikker</translation>
    </message>
    <message>
        <source>Picking up although you could beat</source>
        <translation>At tage op, selv om man kan stikke</translation>
    </message>
    <message>
        <source>Never: only when you cannot beat</source>
        <translation>Aldrig: kun når du ikke kan stikke</translation>
    </message>
    <message>
        <source>When you cannot beat in the suit (instead of trumping)</source>
        <translation>Når du ikke kan stikke i kuløren (i stedet for at trumfe)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <source>A higher low trump beats a low trump</source>
        <translation>En højere lavtrumf stikker en lavtrumf</translation>
    </message>
    <message>
        <source>Otherwise a low trump can only be beaten by a high trump.</source>
        <translation>Ellers kan en lavtrumf kun stikkes af en højtrumf.</translation>
    </message>
    <message>
        <source>Put the pile aside after one round</source>
        <translation>Læg bunken væk efter én runde</translation>
    </message>
    <message>
        <source>When every player has beaten once, the cards are put aside and the last player to beat leads a new card (as in Skitgubbe).</source>
        <translation>Når alle spillere har stukket én gang, lægges kortene væk, og den, der stak sidst, spiller et nyt kort ud (som i Skitgubbe).</translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation>Hvem giver næste spil</translation>
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
        <translation>Tæl tændstikker</translation>
    </message>
    <message>
        <source>The fjols of each deal gets a matchstick; the scoresheet shows how often everybody has been the fjols.</source>
        <translation>Fjolset i hvert spil får en tændstik; regnskabet viser, hvor tit hver af jer har været fjols.</translation>
    </message>
    <message>
        <source>Deals in a match</source>
        <translation>Antal spil</translation>
    </message>
    <message>
        <source>0 means play until you stop.</source>
        <translation>0 betyder, at I bliver ved, til I stopper.</translation>
    </message>
    <message>
        <source>Cards used</source>
        <translation>Kort i spil</translation>
    </message>
    <message>
        <source>Which values of each colour, and how many wild ones, are dealt at each table size. The whole prepared deck is dealt.</source>
        <translation>Hvilke tal i hver farve og hvor mange 1-taller der bruges ved hvert antal spillere. Hele det udvalgte spil gives ud.</translation>
    </message>
    <message>
        <source>FOOL! (reconstructed overview cards; 12 cards each, 11 with eight players)</source>
        <translation>FOOL! (rekonstruerede oversigtskort; 12 kort til hver, 11 ved otte spillere)</translation>
    </message>
    <message>
        <source>Foppen 1995 (60 cards, four to six players)</source>
        <translation>Foppen 1995 (60 kort, fire til seks spillere)</translation>
    </message>
    <message>
        <source>Two fools per trick</source>
        <translation>To fjolser pr. stik</translation>
    </message>
    <message>
        <source>At a large table the two worst cards of a trick both make their players sit out the next trick.</source>
        <translation>Ved et stort bord sidder begge, der lagde de to dårligste kort i et stik, over i næste stik.</translation>
    </message>
    <message>
        <source>With seven or eight players</source>
        <translation>Ved syv eller otte spillere</translation>
    </message>
    <message>
        <source>With eight players</source>
        <translation>Ved otte spillere</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <source>Equal worst cards</source>
        <translation>Lige dårlige kort</translation>
    </message>
    <message>
        <source>Which of two equal worst cards (the same value in different colours, or two wild ones) is the worse.</source>
        <translation>Hvilket af to lige dårlige kort (samme tal i forskellige farver eller to 1-taller) der er det dårligste.</translation>
    </message>
    <message>
        <source>The one played later</source>
        <translation>Det, der blev lagt sidst</translation>
    </message>
    <message>
        <source>The one played earlier</source>
        <translation>Det, der blev lagt først</translation>
    </message>
    <message>
        <source>Minus points per wild one left in hand</source>
        <translation>Minuspoint pr. 1-tal på hånden</translation>
    </message>
    <message>
        <source>Points for emptying your hand</source>
        <translation>Point for at tømme hånden</translation>
    </message>
    <message>
        <source>Points for emptying your hand while becoming the fool</source>
        <translation>Point for at tømme hånden og samtidig blive fjolset</translation>
    </message>
    <message>
        <source>The game ends when a total is at or below</source>
        <translation>Spillet slutter, når nogen står på eller under</translation>
    </message>
    <message>
        <source>The game ends when a player has emptied the hand this often</source>
        <translation>Spillet slutter, når en spiller har tømt hånden så mange gange</translation>
    </message>
    <message>
        <source>Counts the rounds in which the player got the points for emptying the hand (not the rounds in which they also became the fool).</source>
        <translation>Tæller de runder, hvor spilleren fik pointene for en tom hånd (ikke dem, hvor vedkommende også blev fjolset).</translation>
    </message>
    <message>
        <source>A trick of wild ones only is won by</source>
        <translation>Et stik med kun 1-taller vindes af</translation>
    </message>
    <message>
        <source>The first wild one played</source>
        <translation>Det første 1-tal, der blev spillet</translation>
    </message>
    <message>
        <source>The last wild one played</source>
        <translation>Det sidste 1-tal, der blev spillet</translation>
    </message>
    <message>
        <source>Tie for the highest total</source>
        <translation>Lige med flest point</translation>
    </message>
    <message>
        <source>Most emptied hands wins, else they share</source>
        <translation>Flest tomme hænder vinder, ellers deler de</translation>
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
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkter</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules that cannot be read</source>
        <translation>Husregler, der ikke kan læses</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n mere</numerusform>
            <numerusform>%n mere</numerusform>
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
        <translation>Problem med disse regler</translation>
    </message>
    <message>
        <source>Put every rule back to the standard game</source>
        <translation>Sæt alle regler tilbage til standardspillet</translation>
    </message>
    <message>
        <source>Rules text (F1)</source>
        <translation>Regeltekst (F1)</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Regelsæt:</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Gem som…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Omdøb…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slet</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Eksportér…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importér…</translation>
    </message>
    <message>
        <source>Your own changes</source>
        <translation>Dine egne ændringer</translation>
    </message>
    <message>
        <source>Save the house rules</source>
        <translation>Gem husreglerne</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Regelsættets navn:</translation>
    </message>
    <message>
        <source>Replace the preset?</source>
        <translation>Erstat regelsættet?</translation>
    </message>
    <message>
        <source>A preset called “{name}” exists. Replace it?</source>
        <translation>Der findes allerede et regelsæt, der hedder “{name}”. Vil du erstatte det?</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Gemt som “{name}”.</translation>
    </message>
    <message>
        <source>Rename the preset</source>
        <translation>Omdøb regelsættet</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nyt navn:</translation>
    </message>
    <message>
        <source>Renamed to “{name}”.</source>
        <translation>Omdøbt til “{name}”.</translation>
    </message>
    <message>
        <source>Delete the preset?</source>
        <translation>Slet regelsættet?</translation>
    </message>
    <message>
        <source>Delete the preset “{name}”? The rules in the form stay as they are.</source>
        <translation>Slet regelsættet “{name}”? Reglerne i skemaet bliver, som de er.</translation>
    </message>
    <message>
        <source>“{name}” was deleted.</source>
        <translation>“{name}” er slettet.</translation>
    </message>
    <message>
        <source>Export the house rules</source>
        <translation>Eksportér husreglerne</translation>
    </message>
    <message>
        <source>Fjols house rules (*.json)</source>
        <translation>Fjols-husregler (*.json)</translation>
    </message>
    <message>
        <source>“{name}” was exported to {file}.</source>
        <translation>“{name}” er eksporteret til {file}.</translation>
    </message>
    <message>
        <source>Import house rules</source>
        <translation>Importér husregler</translation>
    </message>
    <message>
        <source>Fjols house rules (*.json);;All files (*)</source>
        <translation>Fjols-husregler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>{file} was not imported: {problem}</source>
        <translation>{file} blev ikke importeret: {problem}</translation>
    </message>
    <message>
        <source>{file} holds house rules for {game}, not for this game; nothing was imported.</source>
        <translation>{file} indeholder husregler for {game}, ikke for dette spil; intet blev importeret.</translation>
    </message>
    <message>
        <source>Imported “{name}”.</source>
        <translation>“{name}” er importeret.</translation>
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
        <translation>Spiller fra hånden og glemmer, hvad der er spillet.</translation>
    </message>
    <message>
        <source>Mor</source>
        <translation>Mor</translation>
    </message>
    <message>
        <source>Counts the cards and knows the tricks of the game.</source>
        <translation>Tæller kortene og kender spillets fiduser.</translation>
    </message>
    <message>
        <source>Morfar</source>
        <translation>Morfar</translation>
    </message>
    <message>
        <source>Thinks every card through by playing the hand out in his head.</source>
        <translation>Tænker hvert kort igennem ved at spille hånden færdig i hovedet.</translation>
    </message>
    <message>
        <source>Terningen</source>
        <translation>Terningen</translation>
    </message>
    <message>
        <source>Plays any allowed card at random.</source>
        <translation>Spiller et tilfældigt tilladt kort.</translation>
    </message>
    <message>
        <source>{name} ({strength})</source>
        <translation>{name} ({strength})</translation>
    </message>
    <message>
        <source>random cards</source>
        <translation>tilfældige kort</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>let</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mellem</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svær</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scoresheet</source>
        <translation>Regnskab</translation>
    </message>
    <message>
        <source>The scores of each deal are written here.</source>
        <translation>Pointene fra hver runde skrives her.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Restart deal</source>
        <translation>&amp;Giv om</translation>
    </message>
    <message>
        <source>Deal the ne&amp;xt hand</source>
        <translation>Giv næste &amp;runde</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fuld skærm</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;About Fjols</source>
        <translation>&amp;Om Fjols</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hovedværktøjslinje</translation>
    </message>
    <message>
        <source>What happens at the table</source>
        <translation>Det, der sker ved bordet</translation>
    </message>
    <message>
        <source>Game and deal</source>
        <translation>Spil og runde</translation>
    </message>
    <message>
        <source>House rules at this table</source>
        <translation>Husregler ved dette bord</translation>
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
        <translation>Klik for at læse reglerne (F1).</translation>
    </message>
    <message>
        <source>About Fjols</source>
        <translation>Om Fjols</translation>
    </message>
    <message>
        <source>Fjols: a card table for the whole family.
Version {version}.</source>
        <translation>Fjols: et kortbord for hele familien.
Version {version}.</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Venter på {name}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Runden er slut</translation>
    </message>
    <message>
        <source>Your turn, {name}. {prompt}</source>
        <translation>Din tur, {name}. {prompt}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tænker…</translation>
    </message>
    <message>
        <source>Waiting for {names}</source>
        <translation>Venter på {names}</translation>
    </message>
    <message>
        <source>Choose a game to start: Game ▸ New game.</source>
        <translation>Vælg et spil for at begynde: Spil ▸ Nyt spil.</translation>
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
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pillere:</translation>
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
        <translation>Familie…</translation>
    </message>
    <message>
        <source>The name in seat {number} is too long.</source>
        <translation>Navnet på plads {number} er for langt.</translation>
    </message>
    <message>
        <source>The name in seat {number} has no letter that can be saved.</source>
        <translation>Navnet på plads {number} har intet bogstav, der kan gemmes.</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Plads &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
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
        <translation>Alle klør ♣</translation>
    </message>
    <message>
        <source>Every diamond ♦</source>
        <translation>Alle ruder ♦</translation>
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
        <translation>Alle sorte kort ♣ ♠</translation>
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
        <translation>Alle fire syvere</translation>
    </message>
    <message>
        <source>All four eights</source>
        <translation>Alle fire ottere</translation>
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
        <translation>Alle fire knægte</translation>
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
        <translation>Alle fire esser</translation>
    </message>
    <message>
        <source>One card:</source>
        <translation>Ét kort:</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Points each</source>
        <translation>Point pr. kort</translation>
    </message>
    <message>
        <source>Add cards</source>
        <translation>Tilføj kort</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <translation>Kort: {cards}</translation>
    </message>
    <message>
        <source>Cards, row {n}</source>
        <translation>Kort, række {n}</translation>
    </message>
    <message>
        <source>Points each, row {n}</source>
        <translation>Point pr. kort, række {n}</translation>
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
        <translation>en række</translation>
    </message>
    <message>
        <source>the cards to pass</source>
        <translation>kortene, der skal videre</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hånd</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stik</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Taget</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Trækbunke</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Vendt kort</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Afkast</translation>
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
        <translation>Række</translation>
    </message>
    <message>
        <source>FOOL</source>
        <translation>FOOL</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>trækbunken</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hånd</translation>
    </message>
    <message>
        <source>the turned card</source>
        <translation>det vendte kort</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>afkastbunken</translation>
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
        <translation>Sendt videre</translation>
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
            <numerusform>Point pr. plads med %n spiller</numerusform>
            <numerusform>Point pr. plads med %n spillere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Træk</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Take back your move</source>
        <translation>&amp;Fortryd dit træk</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Sidste stik</translation>
    </message>
    <message>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Gennemgå sidste runde…</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>T&amp;astatur</translation>
    </message>
    <message>
        <source>Choose the card to the left</source>
        <translation>Vælg kortet til venstre</translation>
    </message>
    <message>
        <source>Choose the card to the right</source>
        <translation>Vælg kortet til højre</translation>
    </message>
    <message>
        <source>Lift the chosen card</source>
        <translation>Løft det valgte kort</translation>
    </message>
    <message>
        <source>Put the chosen card down</source>
        <translation>Læg det valgte kort ned igen</translation>
    </message>
    <message>
        <source>Play the chosen cards</source>
        <translation>Spil de valgte kort</translation>
    </message>
    <message>
        <source>Default action (the button under the hand)</source>
        <translation>Standardhandling (knappen under hånden)</translation>
    </message>
    <message>
        <source>Put every card down</source>
        <translation>Læg alle kort ned igen</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Tænker på et tip…</translation>
    </message>
    <message>
        <source>Take back your move?</source>
        <translation>Fortryd dit træk?</translation>
    </message>
    <message>
        <source>Taking back moves is learner mode: the scoresheet will mark this match. Turn learner mode on?</source>
        <translation>At fortryde træk hører til øvetilstanden: Regnskabet markerer dette parti. Vil du slå øvetilstand til?</translation>
    </message>
    <message>
        <source>(cannot be played now)</source>
        <translation>(kan ikke spilles nu)</translation>
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
            <numerusform>%n tænkt fordeling</numerusform>
            <numerusform>%n tænkte fordelinger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imagined round(s)</source>
        <translation>
            <numerusform>%n tænkt runde</numerusform>
            <numerusform>%n tænkte runder</numerusform>
        </translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Det træk er ikke tilladt nu.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>This deal is over.</source>
        <translation>Denne runde er slut.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>You must follow suit: you still hold {suit}.</source>
        <translation>Du skal bekende kulør: du har stadig {suit}.</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Spil et kort fra din hånd.</translation>
    </message>
    <message>
        <source>This game is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Dette spil er for {minimum} til {maximum} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>The house rule “{option}” has a value that cannot be used.</source>
        <translation>Husreglen “{option}” har en værdi, der ikke kan bruges.</translation>
    </message>
    <message>
        <source>The saved house rules could not be read.</source>
        <translation>De gemte husregler kunne ikke læses.</translation>
    </message>
    <message>
        <source>{card} is listed twice: give each card its points once.</source>
        <translation>{card} står der to gange: giv hvert kort dets point én gang.</translation>
    </message>
    <message>
        <source>{card} may count from {minimum} to {maximum} points, not {value}.</source>
        <translation>{card} kan tælle fra {minimum} til {maximum} point, ikke {value}.</translation>
    </message>
    <message>
        <source>Pass the computer to {seat} first.</source>
        <translation>Giv først computeren til {seat}.</translation>
    </message>
    <message>
        <source>Drop the card on {pile}.</source>
        <translation>Træk kortet hen til {pile}.</translation>
    </message>
    <message>
        <source>{card} cannot be played there.</source>
        <translation>{card} kan ikke spilles dér.</translation>
    </message>
    <message>
        <source>Select one more card.</source>
        <translation>Vælg ét kort mere.</translation>
    </message>
    <message>
        <source>Select {count} more cards.</source>
        <translation>Vælg {count} kort mere.</translation>
    </message>
    <message>
        <source>{seat}&apos;s computer player failed; a random move was played.</source>
        <translation>Computerspilleren for {seat} fejlede; der blev spillet et tilfældigt træk.</translation>
    </message>
    <message>
        <source>This is the only move allowed.</source>
        <translation>Det er det eneste tilladte træk.</translation>
    </message>
    <message>
        <source>The other moves all come to the same.</source>
        <translation>De andre træk giver alle det samme.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Valgt tilfældigt.</translation>
    </message>
    <message>
        <source>No reason given.</source>
        <translation>Ingen begrundelse.</translation>
    </message>
    <message>
        <source>This did best in {worlds}.</source>
        <translation>Det klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>til venstre</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>til højre</translation>
    </message>
    <message>
        <source>across</source>
        <translation>til modsat</translation>
    </message>
    <message>
        <source>two seats to the left</source>
        <translation>to pladser til venstre</translation>
    </message>
    <message>
        <source>two seats to the right</source>
        <translation>to pladser til højre</translation>
    </message>
    <message>
        <source>no passing</source>
        <translation>intet bytte</translation>
    </message>
</context>
<context>
    <name>Reasons:davoserjas</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: det er {turn}, der har tur.</translation>
    </message>
    <message>
        <source>There is no passing in this round: play a card.</source>
        <translation>Man kan ikke melde pas i denne runde: spil et kort.</translation>
    </message>
    <message>
        <source>A card of yours fits, so you may not pass.</source>
        <translation>Et af dine kort passer, så du må ikke melde pas.</translation>
    </message>
    <message>
        <source>Lay a card in the kabale, or pass.</source>
        <translation>Læg et kort i kabalen, eller meld pas.</translation>
    </message>
    <message>
        <source>Lay your seven first.</source>
        <translation>Læg din syver først.</translation>
    </message>
    <message>
        <source>{card} does not fit the {row} row yet.</source>
        <translation>{card} passer ikke i {row}-rækken endnu.</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spil et valgfrit kort ud.</translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation>Bekend kulør: spil en {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation>Du kan ikke bekende kulør: spil et valgfrit kort.</translation>
    </message>
    <message>
        <source>Lay a card next to its row.</source>
        <translation>Læg et kort, der passer i sin række.</translation>
    </message>
    <message>
        <source>Nothing fits: you must pass.</source>
        <translation>Intet passer: du skal melde pas.</translation>
    </message>
    <message>
        <source>Round {index} of {of}: {id}</source>
        <translation>Runde {index} af {of}: {id}</translation>
    </message>
    <message>
        <source>Round {index} of {of}: {name}</source>
        <translation>Runde {index} af {of}: {name}</translation>
    </message>
    <message>
        <source>+{points} per trick</source>
        <translation>+{points} pr. stik</translation>
    </message>
    <message>
        <source>+{points} per {cards} taken</source>
        <translation>+{points} pr. {cards} i stikkene</translation>
    </message>
    <message>
        <source>+{points} for the first trick</source>
        <translation>+{points} for første stik</translation>
    </message>
    <message>
        <source>+{points} for the last trick</source>
        <translation>+{points} for sidste stik</translation>
    </message>
    <message>
        <source>+{points} per pass</source>
        <translation>+{points} pr. pas</translation>
    </message>
    <message>
        <source>+{points} per card left when someone is out</source>
        <translation>+{points} pr. kort tilbage, når nogen er ude</translation>
    </message>
    <message>
        <source>+{points} per place behind the winner</source>
        <translation>+{points} pr. plads efter vinderen</translation>
    </message>
    <message>
        <source>+{points}</source>
        <translation>+{points}</translation>
    </message>
    <message>
        <source>−{points} for the first out</source>
        <translation>−{points} til den første, der går ud</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>Out of play: {cards}</source>
        <translation>Ude af spillet: {cards}</translation>
    </message>
    <message>
        <source>The ace is low.</source>
        <translation>Es er lavest.</translation>
    </message>
    <message>
        <source>The ace goes below the two.</source>
        <translation>Esset ligger under toeren.</translation>
    </message>
    <message>
        <source>The ace goes above the king.</source>
        <translation>Esset ligger over kongen.</translation>
    </message>
    <message>
        <source>The sevens were laid out first.</source>
        <translation>Syverne blev lagt ud først.</translation>
    </message>
    <message>
        <source>Holding a seven, you lay it first.</source>
        <translation>Har du en syver, lægger du den først.</translation>
    </message>
    <message>
        <source>Sevens are laid in turn.</source>
        <translation>Syverne lægges efter tur.</translation>
    </message>
    <message>
        <source>{suit}</source>
        <translation>{suit}</translation>
    </message>
    <message>
        <source>{seat} is out ({place}).</source>
        <translation>{seat} er ude ({place}).</translation>
    </message>
    <message>
        <source>Every penalty was taken after trick {after_trick}.</source>
        <translation>Alle strafpoint var taget efter stik {after_trick}.</translation>
    </message>
    <message>
        <source>“{cards}” names no cards: write suits (C D H S), ranks (2–10 J Q K A) or cards like KC.</source>
        <translation>“{cards}” angiver ingen kort: skriv kulører (C D H S), værdier (2–10 J Q K A) eller kort som KC.</translation>
    </message>
    <message>
        <source>Round “{round}” penalises the same cards twice.</source>
        <translation>Runden “{round}” straffer de samme kort to gange.</translation>
    </message>
    <message>
        <source>A round is listed twice.</source>
        <translation>En runde står der to gange.</translation>
    </message>
    <message>
        <source>At least one round must be played.</source>
        <translation>Der skal spilles mindst én runde.</translation>
    </message>
    <message>
        <source>At most {maximum} rounds.</source>
        <translation>Højst {maximum} runder.</translation>
    </message>
    <message>
        <source>List each of the four twos once.</source>
        <translation>Angiv hver af de fire toere én gang.</translation>
    </message>
    <message>
        <source>The name of round “{round}” is too long.</source>
        <translation>Navnet på runden “{round}” er for langt.</translation>
    </message>
    <message>
        <source>Round key “{round}”: use lower-case letters, digits and _.</source>
        <translation>Rundenøglen “{round}”: brug små bogstaver, tal og _.</translation>
    </message>
    <message>
        <source>Round “{round}” needs five place points (for 3 to 7 players).</source>
        <translation>Runden “{round}” skal have fem pladspoint (for 3 til 7 spillere).</translation>
    </message>
    <message>
        <source>Round “{round}” has a value that cannot be used.</source>
        <translation>Runden “{round}” har en værdi, der ikke kan bruges.</translation>
    </message>
    <message>
        <source>Lead low with {card}: someone else holds a higher card of that suit.</source>
        <translation>Spil lavt ud med {card}: en anden har et højere kort i den kulør.</translation>
    </message>
    <message>
        <source>Lead {card}: nobody else holds a higher card of that suit, so it wins the trick.</source>
        <translation>Spil {card} ud: ingen andre har et højere kort i den kulør, så det tager stikket.</translation>
    </message>
    <message>
        <source>Nothing in this trick costs so far: get rid of the high {card}.</source>
        <translation>Intet i dette stik koster indtil nu: kom af med det høje kort {card}.</translation>
    </message>
    <message>
        <source>Play {card} and keep for the last trick the card the others are likelier to beat.</source>
        <translation>Spil {card}, og gem det kort, de andre lettere slår, til sidste stik.</translation>
    </message>
    <message>
        <source>{card} did best in {worlds}.</source>
        <translation>{card} klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Lead {card}: several higher cards of that suit are still out.</source>
        <translation>Spil {card} ud: flere højere kort i den kulør er stadig ude.</translation>
    </message>
    <message>
        <source>Lead a low card, {card}, to drive out the costly cards above it.</source>
        <translation>Spil et lavt kort ud, {card}, for at jage de dyre kort over det frem.</translation>
    </message>
    <message>
        <source>Only the last trick costs: lead the high {card} while tricks are still free.</source>
        <translation>Kun sidste stik koster: spil det høje kort {card} ud, mens stikkene stadig er gratis.</translation>
    </message>
    <message>
        <source>Last to play and the trick costs nothing: take it with {card}.</source>
        <translation>Sidst i stikket, og det koster ingenting: tag det med {card}.</translation>
    </message>
    <message>
        <source>{card} is the highest card that still loses the trick.</source>
        <translation>{card} er det højeste kort, der stadig taber stikket.</translation>
    </message>
    <message>
        <source>{card} stays under the trick: someone else takes it.</source>
        <translation>{card} bliver under stikket: en anden tager det.</translation>
    </message>
    <message>
        <source>Someone else takes this trick: give them {card}, which costs points.</source>
        <translation>En anden tager dette stik: giv vedkommende {card}, som koster point.</translation>
    </message>
    <message>
        <source>This trick cannot be ducked: win it with the highest card, {card}.</source>
        <translation>Stikket kan ikke undgås: tag det med det højeste kort, {card}.</translation>
    </message>
    <message>
        <source>Nothing ducks under this trick: play the lowest, {card}, and hope someone goes higher.</source>
        <translation>Intet kort går under dette stik: læg det laveste, {card}, og håb, at nogen går højere.</translation>
    </message>
    <message>
        <source>You cannot follow suit: get rid of the high {card}.</source>
        <translation>Du kan ikke bekende kulør: kom af med det høje kort {card}.</translation>
    </message>
    <message>
        <source>Follow with the lowest card, {card}.</source>
        <translation>Bekend med det laveste kort, {card}.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens the way to a card of your own further along the row.</source>
        <translation>Læg {card}: det baner vejen for et af dine egne kort længere henne i rækken.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens the way to {count} cards of your own further along the row.</source>
        <translation>Læg {card}: det baner vejen for {count} af dine egne kort længere henne i rækken.</translation>
    </message>
    <message>
        <source>Lay {card}: it opens nothing for the others.</source>
        <translation>Læg {card}: det åbner ikke noget for de andre.</translation>
    </message>
    <message>
        <source>Lay {card}: it helps the others least; hold back the cards they are waiting for.</source>
        <translation>Læg {card}: det hjælper de andre mindst; hold de kort tilbage, som de venter på.</translation>
    </message>
    <message>
        <source>Lay {card}: it fits.</source>
        <translation>Læg {card}: det passer.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en fornemmelse.</translation>
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
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6.</translation>
    </message>
    <message>
        <source>7th</source>
        <translation>7.</translation>
    </message>
</context>
<context>
    <name>Reasons:durak</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: det er {turn}, der har tur.</translation>
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
        <translation>{card} er for lavt til at stikke {attack}.</translation>
    </message>
    <message>
        <source>{card} cannot beat {attack}: use a higher card of its suit or a trump.</source>
        <translation>{card} kan ikke stikke {attack}: brug et højere kort i kuløren eller en trumf.</translation>
    </message>
    <message>
        <source>{attack} is a trump: only a higher trump beats it.</source>
        <translation>{attack} er trumf: kun en højere trumf stikker den.</translation>
    </message>
    <message>
        <source>{card} cannot beat {attack}: that trump ranks higher.</source>
        <translation>{card} kan ikke stikke {attack}: den trumf er højere.</translation>
    </message>
    <message>
        <source>Attack with cards of one rank only.</source>
        <translation>Angrib kun med kort af samme værdi.</translation>
    </message>
    <message>
        <source>You start this bout: attack with a card.</source>
        <translation>Du begynder denne duel: angrib med et kort.</translation>
    </message>
    <message>
        <source>Only ranks already on the table may be added; {card} is not one of them.</source>
        <translation>Der må kun lægges værdier til, som ligger på bordet; det gør {card} ikke.</translation>
    </message>
    <message>
        <source>The table is full: at most {cap} attack cards.</source>
        <translation>Bordet er fuldt: højst {cap} angrebskort.</translation>
    </message>
    <message>
        <source>Too many: the defender holds only {cards} cards.</source>
        <translation>For mange: forsvareren har kun {cards} kort.</translation>
    </message>
    <message>
        <source>Too many: the defender holds only one card.</source>
        <translation>For mange: forsvareren har kun ét kort.</translation>
    </message>
    <message>
        <source>In prostoy you attack with one card, a pair and one more, or two pairs and one more.</source>
        <translation>I prostoj angriber man med ét kort, et par og ét kort mere eller to par og ét kort mere.</translation>
    </message>
    <message>
        <source>In prostoy you attack with one, three or five cards, not {count}.</source>
        <translation>I prostoj angriber man med ét, tre eller fem kort, ikke {count}.</translation>
    </message>
    <message>
        <source>There is no taking in prostoy: beat the cards or say you are done.</source>
        <translation>I prostoj tager man ikke op: stik kortene, eller sig, at du er færdig.</translation>
    </message>
    <message>
        <source>Beat the cards or take them.</source>
        <translation>Stik kortene, eller tag dem op.</translation>
    </message>
    <message>
        <source>Passing the attack on is not part of {variant}.</source>
        <translation>Man kan ikke sende angrebet videre i {variant}.</translation>
    </message>
    <message>
        <source>Passing on by showing a trump is not played at this table.</source>
        <translation>Ved dette bord sender man ikke videre ved at vise en trumf.</translation>
    </message>
    <message>
        <source>Too late to pass the attack on: a card is already beaten.</source>
        <translation>For sent at sende angrebet videre: et kort er allerede stukket.</translation>
    </message>
    <message>
        <source>Pass the attack on with a {rank}.</source>
        <translation>Send angrebet videre med en {rank}.</translation>
    </message>
    <message>
        <source>Pass the attack on with one card only.</source>
        <translation>Send kun angrebet videre med ét kort.</translation>
    </message>
    <message>
        <source>Show the trump of the attack&apos;s rank, not {card}.</source>
        <translation>Vis trumfen i angrebets værdi, ikke {card}.</translation>
    </message>
    <message>
        <source>There is nobody to pass the attack on to.</source>
        <translation>Der er ingen at sende angrebet videre til.</translation>
    </message>
    <message>
        <source>{seat} holds only {cards} cards: too few to defend {needed}.</source>
        <translation>{seat} har kun {cards} kort: for få til at forsvare sig mod {needed}.</translation>
    </message>
    <message>
        <source>{seat} holds only one card: too few to defend {needed}.</source>
        <translation>{seat} har kun ét kort: for få til at forsvare sig mod {needed}.</translation>
    </message>
    <message>
        <source>Only {card} may be swapped for the trump card.</source>
        <translation>Kun {card} må byttes med trumfkortet.</translation>
    </message>
    <message>
        <source>First swap your {card} for the trump card, or keep it.</source>
        <translation>Byt først din {card} med trumfkortet, eller behold den.</translation>
    </message>
    <message>
        <source>Beat every card, or take them all.</source>
        <translation>Stik alle kortene, eller tag dem alle op.</translation>
    </message>
    <message>
        <source>Beat the cards you can, then say you are done.</source>
        <translation>Stik de kort, du kan, og sig så, at du er færdig.</translation>
    </message>
    <message>
        <source>Add cards of the ranks on the table against {defender}, or add nothing.</source>
        <translation>Læg kort til mod {defender} i værdierne på bordet, eller lad være.</translation>
    </message>
    <message>
        <source>{defender} takes: add cards of the ranks on the table, or add nothing.</source>
        <translation>{defender} tager op: læg kort til i værdierne på bordet, eller lad være.</translation>
    </message>
    <message>
        <source>Attack {defender}: drag a card (or several of one rank) to the table.</source>
        <translation>Angrib {defender}: træk et kort (eller flere ens) hen på bordet.</translation>
    </message>
    <message>
        <source>Swap your {card} for {trump} under the talon? Drop it on the trump card.</source>
        <translation>Vil du bytte din {card} med {trump} under bunken? Læg den på trumfkortet.</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Trumf {suit}</translation>
    </message>
    <message>
        <source>Second trump {suit}, above the first</source>
        <translation>Anden trumf {suit}, over den første</translation>
    </message>
    <message>
        <source>Trump is now {suit}</source>
        <translation>Nu er {suit} trumf</translation>
    </message>
    <message>
        <source>{card} sets trump and stays in {seat}&apos;s hand.</source>
        <translation>{card} bestemmer trumfen og bliver på hånden hos {seat}.</translation>
    </message>
    <message>
        <source>{seat} showed {card}, the lowest trump, and attacks first.</source>
        <translation>{seat} viste {card}, den laveste trumf, og angriber først.</translation>
    </message>
    <message>
        <source>{seat} may swap {card} for the trump card.</source>
        <translation>{seat} må bytte {card} med trumfkortet.</translation>
    </message>
    <message>
        <source>Partners: {seats}</source>
        <translation>Makkere: {seats}</translation>
    </message>
    <message>
        <source>{seat} attacks.</source>
        <translation>{seat} angriber.</translation>
    </message>
    <message>
        <source>{seat} defends.</source>
        <translation>{seat} forsvarer sig.</translation>
    </message>
    <message>
        <source>At most {cap} attack cards in this bout.</source>
        <translation>Højst {cap} angrebskort i denne duel.</translation>
    </message>
    <message>
        <source>{seat} is out.</source>
        <translation>{seat} er ude.</translation>
    </message>
    <message>
        <source>A draw: nobody is the durak.</source>
        <translation>Uafgjort: ingen er duraken.</translation>
    </message>
    <message>
        <source>{seat} is the durak!</source>
        <translation>{seat} er duraken!</translation>
    </message>
    <message>
        <source>{seats} lose: they are the durak.</source>
        <translation>{seats} taber: de er duraken.</translation>
    </message>
    <message>
        <source>With slips: the last attack was a six!</source>
        <translation>Med epauletter: det sidste angreb var en sekser!</translation>
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
        <translation>Hold på {teams} kræver {needed} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>Prostoy is not played in teams.</source>
        <translation>Prostoj spilles ikke på hold.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en fornemmelse.</translation>
    </message>
    <message>
        <source>Nobody can beat {card} any more: attack with it now.</source>
        <translation>Ingen kan længere stikke {card}: angrib med det nu.</translation>
    </message>
    <message>
        <source>The talon is nearly gone: attack with several cards of one rank, {laid_cards}.</source>
        <translation>Bunken er næsten tom: angrib med flere kort af samme værdi, {laid_cards}.</translation>
    </message>
    <message>
        <source>Attack with the low cards of one rank together: {laid_cards}.</source>
        <translation>Angrib med de lave kort af samme værdi på én gang: {laid_cards}.</translation>
    </message>
    <message>
        <source>Attack with the lowest plain card, {card}, and keep the trumps.</source>
        <translation>Angrib med det laveste almindelige kort, {card}, og behold trumferne.</translation>
    </message>
    <message>
        <source>Only trumps are left: attack with the lowest, {card}.</source>
        <translation>Der er kun trumfer tilbage: angrib med den laveste, {card}.</translation>
    </message>
    <message>
        <source>Attack with {laid_cards}: as many cards as you may lay without a trump.</source>
        <translation>Angrib med {laid_cards}: så mange kort, som du må lægge uden en trumf.</translation>
    </message>
    <message>
        <source>Beating {attack} with {card} did best in {worlds}.</source>
        <translation>At stikke {attack} med {card} klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Playing {laid_cards} did best in {worlds}.</source>
        <translation>At spille {laid_cards} klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Passing the attack on with {laid_cards} did best in {worlds}.</source>
        <translation>At sende angrebet videre med {laid_cards} klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Showing {card} to pass the attack on did best in {worlds}.</source>
        <translation>At vise {card} og sende angrebet videre klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Taking the cards did best in {worlds}.</source>
        <translation>At tage kortene op klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Stopping here did best in {worlds}.</source>
        <translation>At stoppe her klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Adding nothing did best in {worlds}.</source>
        <translation>Ikke at kaste noget ind klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>This did best in {worlds}.</source>
        <translation>Det klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Add nothing: keep these cards for later.</source>
        <translation>Kast ikke noget ind: gem kortene til senere.</translation>
    </message>
    <message>
        <source>Add {laid_cards}: then your hand is empty.</source>
        <translation>Kast {laid_cards} ind: så er din hånd tom.</translation>
    </message>
    <message>
        <source>The defender takes anyway: give them {laid_cards} too.</source>
        <translation>Forsvareren tager alligevel op: giv også {laid_cards} med.</translation>
    </message>
    <message>
        <source>Add the low cards {laid_cards}.</source>
        <translation>Kast de lave kort {laid_cards} ind.</translation>
    </message>
    <message>
        <source>Add {laid_cards}: no trump among them.</source>
        <translation>Kast {laid_cards} ind: ingen trumf imellem.</translation>
    </message>
    <message>
        <source>Pass the attack on with {card}: it costs no trump.</source>
        <translation>Send angrebet videre med {card}: det koster ingen trumf.</translation>
    </message>
    <message>
        <source>Show {card} and pass the attack on: it costs nothing.</source>
        <translation>Vis {card}, og send angrebet videre: det koster ingenting.</translation>
    </message>
    <message>
        <source>Beat {attack} with the cheapest card that does, {card}.</source>
        <translation>Stik {attack} med det billigste kort, der kan, {card}.</translation>
    </message>
    <message>
        <source>Only a trump beats {attack}: use the lowest, {card}.</source>
        <translation>Kun en trumf stikker {attack}: brug den laveste, {card}.</translation>
    </message>
    <message>
        <source>Stop beating here and keep your trumps.</source>
        <translation>Stik ikke flere her, og behold dine trumfer.</translation>
    </message>
    <message>
        <source>You cannot beat every card: take them.</source>
        <translation>Du kan ikke stikke alle kortene: tag dem op.</translation>
    </message>
    <message>
        <source>Take the trump you are offered: trumps are worth more early in the game.</source>
        <translation>Tag den trumf op, du får tilbudt: tidligt i spillet er trumf mere værd.</translation>
    </message>
    <message>
        <source>Take the cards rather than spend {card} this early.</source>
        <translation>Tag hellere kortene op end at bruge {card} så tidligt.</translation>
    </message>
    <message>
        <source>Swap {card} for the trump card under the talon: a higher trump for the lowest.</source>
        <translation>Byt {card} med trumfkortet under bunken: en højere trumf for den laveste.</translation>
    </message>
    <message>
        <source>Attack with the lowest card, {card}.</source>
        <translation>Angrib med det laveste kort, {card}.</translation>
    </message>
    <message>
        <source>Add the lowest card that matches, {card}.</source>
        <translation>Kast det laveste kort, der passer, ind: {card}.</translation>
    </message>
    <message>
        <source>Beat {attack} with {card}.</source>
        <translation>Stik {attack} med {card}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: beating {attack} with {card} plays out best.</source>
        <translation>Bunken er tom, og alle kort er kendt: det bedste er at stikke {attack} med {card}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: {laid_cards} plays out best.</source>
        <translation>Bunken er tom, og alle kort er kendt: det bedste er at spille {laid_cards}.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: taking plays out best.</source>
        <translation>Bunken er tom, og alle kort er kendt: det bedste er at tage op.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: stopping here plays out best.</source>
        <translation>Bunken er tom, og alle kort er kendt: det bedste er at stoppe her.</translation>
    </message>
    <message>
        <source>The talon is empty and every card is known: adding nothing plays out best.</source>
        <translation>Bunken er tom, og alle kort er kendt: det bedste er ikke at kaste noget ind.</translation>
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
        <translation>{seat} er ude af spillet.</translation>
    </message>
    <message>
        <source>You have already signalled.</source>
        <translation>Du har allerede givet tegn.</translation>
    </message>
    <message>
        <source>{trigger} has signalled: signal too, quickly!</source>
        <translation>{trigger} har givet tegn: giv også tegn, hurtigt!</translation>
    </message>
    <message>
        <source>Signal with your key.</source>
        <translation>Giv tegn med din tast.</translation>
    </message>
    <message>
        <source>Too late: the time to signal is over.</source>
        <translation>For sent: tiden til at give tegn er gået.</translation>
    </message>
    <message>
        <source>Nobody has signalled yet.</source>
        <translation>Ingen har givet tegn endnu.</translation>
    </message>
    <message>
        <source>You have chosen your card: wait for the others.</source>
        <translation>Du har valgt dit kort: vent på de andre.</translation>
    </message>
    <message>
        <source>Wait for the next card to reach you.</source>
        <translation>Vent på, at det næste kort når frem til dig.</translation>
    </message>
    <message>
        <source>You do not have four of a kind: the signal does not count.</source>
        <translation>Du har ikke fire ens: tegnet tæller ikke.</translation>
    </message>
    <message>
        <source>Careful: without four of a kind a signal makes you the fjols.</source>
        <translation>Pas på: giver du tegn uden fire ens, bliver du fjolset.</translation>
    </message>
    <message>
        <source>{seat} signalled without four of a kind.</source>
        <translation>{seat} gav tegn uden fire ens.</translation>
    </message>
    <message>
        <source>Everybody passes at once here: there is nothing to take.</source>
        <translation>Her sender alle på samme tid: der er intet at tage.</translation>
    </message>
    <message>
        <source>Your hand is full: pass a card first.</source>
        <translation>Din hånd er fuld: send først et kort videre.</translation>
    </message>
    <message>
        <source>No card is waiting for you.</source>
        <translation>Der ligger intet kort og venter på dig.</translation>
    </message>
    <message>
        <source>You hold {cards} cards: take the waiting card first.</source>
        <translation>Du har {cards} kort: tag først det kort, der venter.</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>Det er ikke et træk i dette spil.</translation>
    </message>
    <message>
        <source>Choose a card to pass to {to}.</source>
        <translation>Vælg et kort, der skal videre til {to}.</translation>
    </message>
    <message>
        <source>Choose a card for the discard pile.</source>
        <translation>Vælg et kort til afkastbunken.</translation>
    </message>
    <message>
        <source>Take the card waiting for you.</source>
        <translation>Tag det kort, der venter på dig.</translation>
    </message>
    <message>
        <source>Four of a kind: signal!</source>
        <translation>Fire ens: giv tegn!</translation>
    </message>
    <message>
        <source>{trigger} signalled: signal too, quickly!</source>
        <translation>{trigger} gav tegn: giv også tegn, hurtigt!</translation>
    </message>
    <message>
        <source>A false signal makes you the fjols.</source>
        <translation>Et falsk tegn gør dig til fjolset.</translation>
    </message>
    <message>
        <source>A false signal does not count.</source>
        <translation>Et falsk tegn tæller ikke.</translation>
    </message>
    <message>
        <source>Four of a kind: finger on your nose!</source>
        <translation>Fire ens: tag dig til næsen!</translation>
    </message>
    <message>
        <source>Four of a kind: grab a spoon!</source>
        <translation>Fire ens: tag en ske!</translation>
    </message>
    <message>
        <source>Passing round {number}</source>
        <translation>Omgang {number}</translation>
    </message>
    <message>
        <source>Your next card comes from {seat}.</source>
        <translation>Dit næste kort kommer fra {seat}.</translation>
    </message>
    <message>
        <source>Your next card comes from the stock.</source>
        <translation>Dit næste kort kommer fra trækbunken.</translation>
    </message>
    <message>
        <source>{seat} signalled first!</source>
        <translation>{seat} gav tegn først!</translation>
    </message>
    <message>
        <source>One spoon left</source>
        <translation>Én ske tilbage</translation>
    </message>
    <message>
        <source>{count} spoons left</source>
        <translation>{count} skeer tilbage</translation>
    </message>
    <message>
        <source>No spoons left</source>
        <translation>Ingen skeer tilbage</translation>
    </message>
    <message>
        <source>{seat} has the whole word and is out.</source>
        <translation>{seat} har hele ordet og er ude.</translation>
    </message>
    <message>
        <source>{seat} is the fjols!</source>
        <translation>{seat} er fjolset!</translation>
    </message>
    <message>
        <source>Nobody signalled in time; the round is dealt again.</source>
        <translation>Ingen gav tegn i tide; runden gives om.</translation>
    </message>
    <message>
        <source>{seat} was too late.</source>
        <translation>{seat} kom for sent.</translation>
    </message>
    <message>
        <source>With a draw pile at most {maximum} can play, not {seats}.</source>
        <translation>Med trækbunke kan højst {maximum} spille, ikke {seats}.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en fornemmelse.</translation>
    </message>
    <message>
        <source>Four of a kind ({rank}): signal!</source>
        <translation>Fire ens ({rank}): giv tegn!</translation>
    </message>
    <message>
        <source>Collect {rank}, the rank you hold most of: pass on {card}.</source>
        <translation>Saml på {rank}, som du har flest af: send {card} videre.</translation>
    </message>
    <message>
        <source>Collect {rank}: your right neighbour has passed you some lately, so more may come. Pass on {card}.</source>
        <translation>Saml på {rank}: din højre sidemand har sendt dig nogle for nylig, så der kan komme flere. Send {card} videre.</translation>
    </message>
    <message>
        <source>Pass on {card}: in {worlds} it gave four of a kind first {percent}% of the time.</source>
        <translation>Send {card} videre: i {worlds} gav det fire ens først i {percent} % af tilfældene.</translation>
    </message>
</context>
<context>
    <name>Reasons:fjols</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: det er {turn}, der har tur.</translation>
    </message>
    <message>
        <source>That card does not beat {card}.</source>
        <translation>Det kort stikker ikke {card}.</translation>
    </message>
    <message>
        <source>You can beat {card} with a higher {suit}: play that.</source>
        <translation>Du kan stikke {card} med en højere {suit}: spil den.</translation>
    </message>
    <message>
        <source>You can beat {card} in its suit, so you may not pick up.</source>
        <translation>Du kan stikke {card} i kuløren, så du må ikke tage op.</translation>
    </message>
    <message>
        <source>You can beat {card}, so you may not pick up.</source>
        <translation>Du kan stikke {card}, så du må ikke tage op.</translation>
    </message>
    <message>
        <source>You may not pick up {card} now.</source>
        <translation>Du må ikke tage {card} op nu.</translation>
    </message>
    <message>
        <source>There is nothing to pick up: lead any card.</source>
        <translation>Der er intet at tage op: spil et valgfrit kort ud.</translation>
    </message>
    <message>
        <source>That is not a move in Fjols.</source>
        <translation>Det er ikke et træk i Fjols.</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spil et valgfrit kort ud.</translation>
    </message>
    <message>
        <source>Beat {card}, or pick it up.</source>
        <translation>Stik {card}, eller tag det op.</translation>
    </message>
    <message>
        <source>You cannot beat {card}: pick it up.</source>
        <translation>Du kan ikke stikke {card}: tag det op.</translation>
    </message>
    <message>
        <source>High trump {suit}</source>
        <translation>Højtrumf {suit}</translation>
    </message>
    <message>
        <source>Low trump {suit}</source>
        <translation>Lavtrumf {suit}</translation>
    </message>
    <message>
        <source>Turned up: {card}</source>
        <translation>Vendt: {card}</translation>
    </message>
    <message>
        <source>{seat} went out first and has won.</source>
        <translation>{seat} gik ud først og har vundet.</translation>
    </message>
    <message>
        <source>{seat} is out ({place}).</source>
        <translation>{seat} er ude ({place}).</translation>
    </message>
    <message>
        <source>{seat} is the fjols!</source>
        <translation>{seat} er fjolset!</translation>
    </message>
    <message>
        <source>{seat} went out first.</source>
        <translation>{seat} gik ud først.</translation>
    </message>
    <message>
        <source>The deal went on too long; it is dealt again.</source>
        <translation>Spillet varede for længe; der gives om.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en fornemmelse.</translation>
    </message>
    <message>
        <source>Lead the lowest card, {card}.</source>
        <translation>Spil det laveste kort ud, {card}.</translation>
    </message>
    <message>
        <source>Beat {target} with the lowest card that will do, {card}.</source>
        <translation>Stik {target} med det laveste kort, der kan, {card}.</translation>
    </message>
    <message>
        <source>Lead the weakest card, {card}, and keep the trumps for beating.</source>
        <translation>Spil det svageste kort ud, {card}, og gem trumferne til at stikke med.</translation>
    </message>
    <message>
        <source>Lead the weakest card, {card}.</source>
        <translation>Spil det svageste kort ud, {card}.</translation>
    </message>
    <message>
        <source>{seat} has one card left: lead {card}, the hardest card to beat.</source>
        <translation>{seat} har ét kort tilbage: spil {card} ud, det sværeste kort at stikke.</translation>
    </message>
    <message>
        <source>Play the last card, {card}, and go out.</source>
        <translation>Spil det sidste kort, {card}, og gå ud.</translation>
    </message>
    <message>
        <source>{seat} is nearly out: give them {card}, the hardest card to beat.</source>
        <translation>{seat} er næsten ude: giv {card}, det sværeste kort at stikke.</translation>
    </message>
    <message>
        <source>Pick up the trump {card} rather than spend {keep}: the stock is still large.</source>
        <translation>Tag trumfen {card} op i stedet for at bruge {keep}: der er stadig mange kort i trækbunken.</translation>
    </message>
    <message>
        <source>Nobody else can beat {card}: no card that beats it is left in the other hands or the stock.</source>
        <translation>Ingen andre kan stikke {card}: intet kort, der stikker det, er tilbage på de andres hænder eller i bunken.</translation>
    </message>
    <message>
        <source>No plain card of yours beats {target}: beat it with the low trump {card}.</source>
        <translation>Intet af dine almindelige kort stikker {target}: stik det med lavtrumfen {card}.</translation>
    </message>
    <message>
        <source>Only a high trump of yours beats {target}: use the lowest, {card}.</source>
        <translation>Kun en af dine højtrumfer stikker {target}: brug den laveste, {card}.</translation>
    </message>
    <message>
        <source>{card} did best in {worlds} played to the end.</source>
        <translation>{card} klarede sig bedst i {worlds}, spillet til ende.</translation>
    </message>
    <message>
        <source>Picking up did best in {worlds} played to the end.</source>
        <translation>At tage op klarede sig bedst i {worlds}, spillet til ende.</translation>
    </message>
    <message>
        <source>Beat {target} with the cheapest card, {card}, and keep the trumps.</source>
        <translation>Stik {target} med det billigste kort, {card}, og gem trumferne.</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>5th</source>
        <translation>5.</translation>
    </message>
</context>
<context>
    <name>Reasons:fool</name>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: det er {turn}, der har tur.</translation>
    </message>
    <message>
        <source>You hold a fool disc: you sit out this trick.</source>
        <translation>Du har en Fool-brik: du sidder over i dette stik.</translation>
    </message>
    <message>
        <source>You must follow {colour} (or play a wild 1).</source>
        <translation>Du skal bekende farve: {colour} (eller spille et 1-tal).</translation>
    </message>
    <message>
        <source>Lead any card.</source>
        <translation>Spil et valgfrit kort ud.</translation>
    </message>
    <message>
        <source>A wild 1 was led: your card sets the colour.</source>
        <translation>Der blev spillet et 1-tal ud: dit kort bestemmer farven.</translation>
    </message>
    <message>
        <source>Play {colour} (or a wild 1).</source>
        <translation>Spil {colour} (eller et 1-tal).</translation>
    </message>
    <message>
        <source>You cannot follow the colour: play any card.</source>
        <translation>Du kan ikke bekende farve: spil et valgfrit kort.</translation>
    </message>
    <message>
        <source>One fool per trick</source>
        <translation>Ét fjols pr. stik</translation>
    </message>
    <message>
        <source>{count} fools per trick</source>
        <translation>{count} fjolser pr. stik</translation>
    </message>
    <message>
        <source>Lead colour: {colour}</source>
        <translation>Udspillet farve: {colour}</translation>
    </message>
    <message>
        <source>Lead colour: the next coloured card</source>
        <translation>Udspillet farve: det næste kort med farve</translation>
    </message>
    <message>
        <source>{seat} sits out this trick.</source>
        <translation>{seat} sidder over i dette stik.</translation>
    </message>
    <message>
        <source>{seat} played the worst card: the fool!</source>
        <translation>{seat} lagde det dårligste kort: fjolset!</translation>
    </message>
    <message>
        <source>Fool disc: sits out the next trick</source>
        <translation>Fool-brik: sidder over i næste stik</translation>
    </message>
    <message>
        <source>{seat} went out but is a fool: no bonus.</source>
        <translation>{seat} gik ud, men er fjols: ingen bonus.</translation>
    </message>
    <message>
        <source>This choice of cards is for {minimum} to {maximum} players, not {seats}.</source>
        <translation>Dette valg af kort er for {minimum} til {maximum} spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>These cards cannot be dealt evenly to {seats} players.</source>
        <translation>Disse kort kan ikke deles lige ud til {seats} spillere.</translation>
    </message>
    <message>
        <source>Lead {card}: no higher card of its colour is left, so it wins the trick.</source>
        <translation>Spil {card} ud: der er ikke flere højere kort i farven, så det vinder stikket.</translation>
    </message>
    <message>
        <source>Lead {card}: {seat} has no {colour} left and must play another colour or a wild 1.</source>
        <translation>Spil {card} ud: {seat} har ikke mere {colour} og må spille en anden farve eller et 1-tal.</translation>
    </message>
    <message>
        <source>Lead {card}: it will most likely stay above the cards still to come.</source>
        <translation>Spil {card} ud: det bliver højst sandsynligt over de kort, der kommer.</translation>
    </message>
    <message>
        <source>{card} cannot be the worst card of this trick any more: get rid of it safely.</source>
        <translation>{card} kan ikke længere blive det dårligste kort i stikket: kom trygt af med det.</translation>
    </message>
    <message>
        <source>You cannot follow the colour: get rid of {card}.</source>
        <translation>Du kan ikke bekende farve: kom af med {card}.</translation>
    </message>
    <message>
        <source>Play {card}: it did best in {worlds}.</source>
        <translation>Spil {card}: det klarede sig bedst i {worlds}.</translation>
    </message>
    <message>
        <source>Lead your highest card, {card}.</source>
        <translation>Spil dit højeste kort ud, {card}.</translation>
    </message>
    <message>
        <source>Lead a wild 1: the next coloured card sets the colour.</source>
        <translation>Spil et 1-tal ud: det næste kort med farve bestemmer farven.</translation>
    </message>
    <message>
        <source>A wild 1 was led: {card} sets the colour.</source>
        <translation>Der blev spillet et 1-tal ud: {card} bestemmer farven.</translation>
    </message>
    <message>
        <source>A wild 1 counts as the lead colour, so it stays above any card of another colour.</source>
        <translation>Et 1-tal tæller som den udspillede farve, så det ligger over ethvert kort i en anden farve.</translation>
    </message>
    <message>
        <source>Play {card}: it will most likely stay above the cards still to come.</source>
        <translation>Spil {card}: det ligger højst sandsynligt over de kort, der kommer efter.</translation>
    </message>
    <message>
        <source>You will probably be the fool whatever you play: at least get rid of {card}.</source>
        <translation>Du bliver nok fjolset, uanset hvad du spiller: kom i det mindste af med {card}.</translation>
    </message>
    <message>
        <source>The round ends with this trick: get rid of the most expensive card, {card}.</source>
        <translation>Runden slutter med dette stik: kom af med det dyreste kort, {card}.</translation>
    </message>
    <message>
        <source>Play {card}: of your cards it is the least likely to be the worst.</source>
        <translation>Spil {card}: af dine kort er det mindst sandsynligt, at det bliver det dårligste.</translation>
    </message>
    <message>
        <source>Play {card}: it will most likely not be the worst card of the trick.</source>
        <translation>Spil {card}: det bliver højst sandsynligt ikke det dårligste kort i stikket.</translation>
    </message>
    <message>
        <source>Play {card}: it may well make you the fool, but it is worth getting rid of.</source>
        <translation>Spil {card}: det kan godt gøre dig til fjolset, men det er værd at komme af med.</translation>
    </message>
    <message>
        <source>Play {card}: it is not the lowest card in the trick so far.</source>
        <translation>Spil {card}: det er ikke det laveste kort i stikket indtil nu.</translation>
    </message>
    <message>
        <source>Nothing of yours beats the lowest card in the trick: play the lowest, {card}.</source>
        <translation>Ingen af dine kort er højere end det laveste i stikket: spil det laveste, {card}.</translation>
    </message>
    <message>
        <source>Just a hunch.</source>
        <translation>Bare en fornemmelse.</translation>
    </message>
</context>
<context>
    <name>Reasons:hearts</name>
    <message>
        <source>The hand is over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>You have already passed your cards.</source>
        <translation>Du har allerede byttet dine kort.</translation>
    </message>
    <message>
        <source>Wait: it is {turn}&apos;s turn.</source>
        <translation>Vent: det er {turn}, der har tur.</translation>
    </message>
    <message>
        <source>First choose one card to pass.</source>
        <translation>Vælg først ét kort at bytte.</translation>
    </message>
    <message>
        <source>First choose {count} cards to pass.</source>
        <translation>Vælg først {count} kort at bytte.</translation>
    </message>
    <message>
        <source>Pass exactly one card.</source>
        <translation>Byt præcis ét kort.</translation>
    </message>
    <message>
        <source>Pass exactly {count} cards.</source>
        <translation>Byt præcis {count} kort.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>You shot the moon: choose how to score it.</source>
        <translation>Du skød månen: vælg, hvordan det skal tælle.</translation>
    </message>
    <message>
        <source>Play a card from your hand.</source>
        <translation>Spil et kort fra din hånd.</translation>
    </message>
    <message>
        <source>The first trick starts with {card}.</source>
        <translation>Første stik begynder med {card}.</translation>
    </message>
    <message>
        <source>Hearts are not broken yet: lead another suit.</source>
        <translation>Hjerter er ikke brudt endnu: spil en anden kulør ud.</translation>
    </message>
    <message>
        <source>You must follow suit: you still hold {suit}.</source>
        <translation>Du skal bekende kulør: du har stadig {suit}.</translation>
    </message>
    <message>
        <source>No Q♠ in the first trick: play a heart instead.</source>
        <translation>Ingen D♠ i første stik: læg en hjerter i stedet.</translation>
    </message>
    <message>
        <source>No hearts or Q♠ in the first trick while you hold another card.</source>
        <translation>Ingen hjerter eller D♠ i første stik, så længe du har et andet kort.</translation>
    </message>
    <message>
        <source>Choose one card to pass to {to}.</source>
        <translation>Vælg ét kort, du vil give til {to}.</translation>
    </message>
    <message>
        <source>Choose {count} cards to pass to {to}.</source>
        <translation>Vælg {count} kort, du vil give til {to}.</translation>
    </message>
    <message>
        <source>You shot the moon! Give everyone else 26, or take 26 off your own score.</source>
        <translation>Du skød månen! Giv alle andre 26, eller træk 26 fra dine egne point.</translation>
    </message>
    <message>
        <source>Lead {card} to start the hand.</source>
        <translation>Spil {card} ud for at begynde runden.</translation>
    </message>
    <message>
        <source>Lead a card.</source>
        <translation>Spil et kort ud.</translation>
    </message>
    <message>
        <source>Follow suit: play a {suit}.</source>
        <translation>Bekend kulør: spil en {suit}.</translation>
    </message>
    <message>
        <source>You cannot follow suit: play any card.</source>
        <translation>Du kan ikke bekende kulør: spil et valgfrit kort.</translation>
    </message>
    <message>
        <source>Passing {direction}</source>
        <translation>Der byttes {direction}</translation>
    </message>
    <message>
        <source>No passing this hand</source>
        <translation>Intet bytte i denne runde</translation>
    </message>
    <message>
        <source>Hearts are broken</source>
        <translation>Hjerter er brudt</translation>
    </message>
    <message>
        <source>{seat} shot the moon!</source>
        <translation>{seat} skød månen!</translation>
    </message>
    <message>
        <source>The points add up to {total}; a hand gives {expected} (or is a moon). Save anyway?</source>
        <translation>Pointene giver {total} i alt; en runde giver {expected} (eller er en måne). Vil du gemme alligevel?</translation>
    </message>
    <message>
        <source>Passing two seats away needs five players, not {seats}.</source>
        <translation>Bytte to pladser væk kræver fem spillere, ikke {seats}.</translation>
    </message>
    <message>
        <source>The ten of diamonds already has its own rule: switch that off, or take it out of the list.</source>
        <translation>Ruder ti har allerede sin egen regel: slå den fra, eller tag kortet af listen.</translation>
    </message>
    <message>
        <source>At most {limit} cards may have their own points, not {count}.</source>
        <translation>Højst {limit} kort kan have egne point, ikke {count}.</translation>
    </message>
</context>
<context>
    <name>Reasons:store</name>
    <message>
        <source>The file cannot be read.</source>
        <translation>Filen kan ikke læses.</translation>
    </message>
    <message>
        <source>The file is far larger than any Fjols file (more than {limit} bytes).</source>
        <translation>Filen er langt større end nogen Fjols-fil (mere end {limit} byte).</translation>
    </message>
    <message>
        <source>The file is damaged: it is not complete, readable text.</source>
        <translation>Filen er beskadiget: den er ikke hel, læsbar tekst.</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested far too deeply.</source>
        <translation>Filen er beskadiget: den er indlejret alt for dybt.</translation>
    </message>
    <message>
        <source>The file holds far more than any Fjols file.</source>
        <translation>Filen indeholder langt mere end nogen Fjols-fil.</translation>
    </message>
    <message>
        <source>This is not a file Fjols wrote for this purpose.</source>
        <translation>Det er ikke en fil, Fjols har skrevet til dette formål.</translation>
    </message>
    <message>
        <source>A newer version of Fjols wrote this file (format {version}; this version reads up to {supported}).</source>
        <translation>En nyere version af Fjols har skrevet denne fil (format {version}; denne version læser op til {supported}).</translation>
    </message>
    <message>
        <source>The file is damaged: “{field}” should be {expected}.</source>
        <translation>Filen er beskadiget: “{field}” skulle være {expected}.</translation>
    </message>
    <message>
        <source>The file is from an older Fjols and could not be brought up to date.</source>
        <translation>Filen er fra en ældre Fjols og kunne ikke opdateres.</translation>
    </message>
    <message>
        <source>The file could not be written (is the disk full?).</source>
        <translation>Filen kunne ikke skrives (er disken fuld?).</translation>
    </message>
    <message>
        <source>Something other than a file is in its place (a folder or a device).</source>
        <translation>Noget andet end en fil står på dens plads (en mappe eller en enhed).</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disken er fuld.</translation>
    </message>
    <message>
        <source>The disk or folder can only be read, not written.</source>
        <translation>Disken eller mappen kan kun læses, ikke skrives.</translation>
    </message>
    <message>
        <source>Fjols is not allowed to write there.</source>
        <translation>Fjols har ikke lov til at skrive der.</translation>
    </message>
    <message>
        <source>The folder for Fjols&apos; files cannot be made there (something else is in the way).</source>
        <translation>Mappen til Fjols&apos; filer kan ikke laves der (noget andet står i vejen).</translation>
    </message>
    <message>
        <source>These house rules are larger than Fjols can keep.</source>
        <translation>Disse husregler er større, end Fjols kan gemme.</translation>
    </message>
    <message>
        <source>Every save is in use by another Fjols window.</source>
        <translation>Alle gemte spil bruges af et andet Fjols-vindue.</translation>
    </message>
    <message>
        <source>The saved game “{game}” is not in this version of Fjols.</source>
        <translation>Det gemte spil “{game}” findes ikke i denne version af Fjols.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be used here.</source>
        <translation>De gemte husregler kan ikke bruges her.</translation>
    </message>
    <message>
        <source>The players in the save do not fit the game.</source>
        <translation>Spillerne i det gemte parti passer ikke til spillet.</translation>
    </message>
    <message>
        <source>Move {move} of deal {deal} (“{text}”) is not a move the rules allow there.</source>
        <translation>Træk {move} i runde {deal} (“{text}”) er ikke tilladt efter reglerne dér.</translation>
    </message>
    <message>
        <source>Deal {deal} is saved as finished but is not.</source>
        <translation>Runde {deal} er gemt som færdig, men er det ikke.</translation>
    </message>
    <message>
        <source>Deal {deal} is over but was never scored.</source>
        <translation>Runde {deal} er slut, men blev aldrig talt op.</translation>
    </message>
    <message>
        <source>The saved scores of deal {deal} do not match its cards.</source>
        <translation>De gemte point for runde {deal} passer ikke til kortene.</translation>
    </message>
    <message>
        <source>The save goes on after the end of the match.</source>
        <translation>Det gemte parti fortsætter efter partiets afslutning.</translation>
    </message>
    <message>
        <source>The family ledger is damaged.</source>
        <translation>Familiebogen er beskadiget.</translation>
    </message>
    <message>
        <source>A newer version of Fjols wrote the family ledger.</source>
        <translation>En nyere version af Fjols har skrevet familiebogen.</translation>
    </message>
    <message>
        <source>The ledger file belongs to another program.</source>
        <translation>Filen med familiebogen hører til et andet program.</translation>
    </message>
    <message>
        <source>The family ledger is busy in another window; try again in a moment.</source>
        <translation>Familiebogen er i brug i et andet vindue; prøv igen om lidt.</translation>
    </message>
    <message>
        <source>The family ledger could not be brought up to date.</source>
        <translation>Familiebogen kunne ikke opdateres.</translation>
    </message>
    <message>
        <source>{name} is already in the family.</source>
        <translation>{name} er allerede med i familien.</translation>
    </message>
    <message>
        <source>That person is no longer in the family.</source>
        <translation>Den person er ikke længere med i familien.</translation>
    </message>
    <message>
        <source>This person has played matches: hide them from the list instead.</source>
        <translation>Denne person har spillet partier: skjul vedkommende på listen i stedet.</translation>
    </message>
    <message>
        <source>A name has 1 to 40 letters.</source>
        <translation>Et navn har 1 til 40 tegn.</translation>
    </message>
    <message>
        <source>No deal was finished, so there is nothing to count.</source>
        <translation>Ingen runde blev spillet færdig, så der er intet at tælle.</translation>
    </message>
    <message>
        <source>That game is no longer in the family ledger.</source>
        <translation>Det parti står ikke længere i familiebogen.</translation>
    </message>
    <message>
        <source>An entry in the family ledger is damaged and was left out.</source>
        <translation>En post i familiebogen er beskadiget og blev udeladt.</translation>
    </message>
    <message>
        <source>Some settings were not understood and are back to their defaults.</source>
        <translation>Nogle indstillinger blev ikke forstået og er sat tilbage til standard.</translation>
    </message>
    <message>
        <source>There is no preset called {name}.</source>
        <translation>Der er intet regelsæt, der hedder {name}.</translation>
    </message>
    <message>
        <source>A preset called {name} exists already.</source>
        <translation>Der findes allerede et regelsæt, der hedder {name}.</translation>
    </message>
    <message>
        <source>A preset&apos;s name has 1 to 40 letters.</source>
        <translation>Et regelsæts navn har 1 til 40 tegn.</translation>
    </message>
    <message>
        <source>The preset is for “{game}”, which this version of Fjols does not have.</source>
        <translation>Regelsættet er til “{game}”, som denne version af Fjols ikke har.</translation>
    </message>
    <message>
        <source>The preset&apos;s house rules cannot be used here.</source>
        <translation>Regelsættets husregler kan ikke bruges her.</translation>
    </message>
    <message>
        <source>A damaged preset was left out.</source>
        <translation>Et beskadiget regelsæt blev udeladt.</translation>
    </message>
    <message>
        <source>There is no room for more presets; delete one first.</source>
        <translation>Der er ikke plads til flere forvalg; slet et først.</translation>
    </message>
    <message>
        <source>The table remembered for {game} could not be used, so the usual table is set.</source>
        <translation>Bordet, der var husket til {game}, kunne ikke bruges, så det sædvanlige bord er sat op.</translation>
    </message>
    <message>
        <source>Type a score for each of the {seats} players.</source>
        <translation>Skriv point for hver af de {seats} spillere.</translation>
    </message>
    <message>
        <source>A score is far too large.</source>
        <translation>Et pointtal er alt for stort.</translation>
    </message>
    <message>
        <source>The points add up to {total}, expected {expected}. Save anyway?</source>
        <translation>Pointene giver {total} i alt, ikke {expected}. Vil du gemme alligevel?</translation>
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
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>The last bout</source>
        <translation>Den sidste duel</translation>
    </message>
    <message>
        <source>The last chain</source>
        <translation>Den sidste bunke</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Det sidste stik</translation>
    </message>
</context>
<context>
    <name>RecordListEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Tilføj</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flyt &amp;op</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flyt &amp;ned</translation>
    </message>
    <message>
        <source>The chosen entry</source>
        <translation>Det valgte punkt</translation>
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
        <translation>Ingen færdige partier endnu.</translation>
    </message>
    <message>
        <source>↑ fewer points is better</source>
        <translation>↑ færre point er bedre</translation>
    </message>
    <message>
        <source>↑ more points is better</source>
        <translation>↑ flere point er bedre</translation>
    </message>
    <message>
        <source>Games, oldest first</source>
        <translation>Partier, ældste først</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vundet</translation>
    </message>
    <message>
        <source>the fool</source>
        <translation>fjolset</translation>
    </message>
    <message>
        <source>other games</source>
        <translation>andre partier</translation>
    </message>
    <message>
        <source>average so far</source>
        <translation>gennemsnit indtil nu</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>The people who play at this table. Their results are kept in the statistics.</source>
        <translation>De personer, der spiller ved dette bord. Deres resultater gemmes i statistikken.</translation>
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
        <translation>&amp;Tilføj</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Omdøb…</translation>
    </message>
    <message>
        <source>Take off the &amp;list</source>
        <translation>Fjern fra &amp;listen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Omdøb</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nyt navn:</translation>
    </message>
</context>
<context>
    <name>RoundListEditor</name>
    <message>
        <source>no points</source>
        <translation>ingen point</translation>
    </message>
    <message>
        <source>Tick the rounds you play and put them in the order you play them. Choose a round to see and change what it costs, or add a round of your own.</source>
        <translation>Sæt flueben ved de runder, I spiller, og sæt dem i den rækkefølge, I spiller dem. Vælg en runde for at se og ændre, hvad den koster, eller tilføj jeres egen runde.</translation>
    </message>
    <message>
        <source>Rounds in the order played</source>
        <translation>Runderne i den rækkefølge, de spilles</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flyt &amp;op</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Flyt &amp;ned</translation>
    </message>
    <message>
        <source>&amp;Add a round</source>
        <translation>&amp;Tilføj en runde</translation>
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
        <translation>Undgå stik</translation>
    </message>
    <message>
        <source>Avoid clubs</source>
        <translation>Undgå klør</translation>
    </message>
    <message>
        <source>Avoid queens</source>
        <translation>Undgå damer</translation>
    </message>
    <message>
        <source>Avoid the king of clubs</source>
        <translation>Undgå klør konge</translation>
    </message>
    <message>
        <source>Avoid the last trick</source>
        <translation>Undgå det sidste stik</translation>
    </message>
    <message>
        <source>Avoid the first trick</source>
        <translation>Undgå det første stik</translation>
    </message>
    <message>
        <source>Avoid hearts</source>
        <translation>Undgå hjerter</translation>
    </message>
    <message>
        <source>The kabale</source>
        <translation>Kabalen</translation>
    </message>
    <message>
        <source>Avoid the first and the last trick</source>
        <translation>Undgå det første og det sidste stik</translation>
    </message>
    <message>
        <source>All rules at once</source>
        <translation>Alle regler på én gang</translation>
    </message>
    <message>
        <source>Avoid black cards</source>
        <translation>Undgå sorte kort</translation>
    </message>
    <message>
        <source>Avoid diamonds</source>
        <translation>Undgå ruder</translation>
    </message>
    <message>
        <source>Avoid K♣ and the last trick</source>
        <translation>Undgå K♣ og det sidste stik</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stik</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klør</translation>
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
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>First trick</source>
        <translation>Første stik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>Kabale</source>
        <translation>Kabale</translation>
    </message>
    <message>
        <source>First + last</source>
        <translation>Første + sidste</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle regler</translation>
    </message>
    <message>
        <source>Black cards</source>
        <translation>Sorte kort</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruder</translation>
    </message>
    <message>
        <source>K♣ + last</source>
        <translation>K♣ + sidste</translation>
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
        <translation>Husregler ved dette bord (markeret med gult): {rules}</translation>
    </message>
    <message>
        <source>This table plays the standard rules.</source>
        <translation>Ved dette bord spilles der efter standardreglerne.</translation>
    </message>
    <message>
        <source>House rules at this table</source>
        <translation>Husregler ved dette bord</translation>
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
        <translation>{name} (computer)</translation>
    </message>
    <message numerus="yes">
        <source>{who}: %n point(s)</source>
        <translation>
            <numerusform>{who}: %n point</numerusform>
            <numerusform>{who}: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorekeeping with real cards, %n deal(s) written down.</source>
        <translation>
            <numerusform>Regnskab med rigtige kort, %n runde skrevet ned.</numerusform>
            <numerusform>Regnskab med rigtige kort, %n runder skrevet ned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal {number}, %n move(s) made in it.</source>
        <translation>
            <numerusform>Runde {number}, %n træk spillet i den.</numerusform>
            <numerusform>Runde {number}, %n træk spillet i den.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {when}.</source>
        <translation>Gemt {when}.</translation>
    </message>
    <message>
        <source>The finished game of {game} was written into the family ledger.</source>
        <translation>Det færdige parti {game} er skrevet i familiebogen.</translation>
    </message>
    <message>
        <source>Continue the game?</source>
        <translation>Fortsæt partiet?</translation>
    </message>
    <message>
        <source>A game of {game} was not finished.</source>
        <translation>Et parti {game} blev ikke spillet færdigt.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Spil videre</translation>
    </message>
    <message>
        <source>Put it away</source>
        <translation>Læg det væk</translation>
    </message>
    <message>
        <source>The unfinished game was written into the family ledger as abandoned.</source>
        <translation>Det ufærdige parti er skrevet i familiebogen som opgivet.</translation>
    </message>
    <message>
        <source>The saved game is damaged</source>
        <translation>Det gemte parti er beskadiget</translation>
    </message>
    <message>
        <source>The last save of the game cannot be used: {reason}</source>
        <translation>Den seneste gemte udgave af partiet kan ikke bruges: {reason}</translation>
    </message>
    <message>
        <source>The save before it is good; it is one move earlier.

{details}</source>
        <translation>Udgaven før den er i orden; den er ét træk tidligere.

{details}</translation>
    </message>
    <message>
        <source>Continue from there</source>
        <translation>Fortsæt derfra</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>Det gemte parti kan ikke fortsættes: {reason}</translation>
    </message>
    <message>
        <source>The file is kept as {file} for anyone who wants to look at it. You can start a new game.</source>
        <translation>Filen er gemt som {file}, hvis nogen vil kigge på den. Du kan starte et nyt spil.</translation>
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
        <translation>I alt</translation>
    </message>
    <message>
        <source>Learner mode: a move was taken back in this match.</source>
        <translation>Øvetilstand: et træk blev fortrudt i dette parti.</translation>
    </message>
    <message>
        <source>Learner mode: a move was taken back in this deal.</source>
        <translation>Øvetilstand: et træk blev fortrudt i denne runde.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetWidget</name>
    <message>
        <source>Totals</source>
        <translation>I alt</translation>
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
        <translation>Regnskab for rigtige kort</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pillere:</translation>
    </message>
    <message>
        <source>Player {number}:</source>
        <translation>Spiller {number}:</translation>
    </message>
    <message>
        <source>Start the scoresheet</source>
        <translation>Start regnskabet</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>The name of player {number} cannot be saved.</source>
        <translation>Navnet på spiller {number} kan ikke gemmes.</translation>
    </message>
    <message>
        <source>Each player needs a name of their own.</source>
        <translation>Hver spiller skal have sit eget navn.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperWindow</name>
    <message>
        <source>&amp;Write down this deal</source>
        <translation>&amp;Skriv runden ned</translation>
    </message>
    <message>
        <source>&amp;Undo last deal</source>
        <translation>&amp;Fortryd sidste runde</translation>
    </message>
    <message>
        <source>Scoresheet: {game}</source>
        <translation>Regnskab: {game}</translation>
    </message>
    <message>
        <source>{game} with real cards</source>
        <translation>{game} med rigtige kort</translation>
    </message>
    <message>
        <source>Points for {name}</source>
        <translation>Point til {name}</translation>
    </message>
    <message>
        <source>The last deal was taken back.</source>
        <translation>Den sidste runde er fortrudt.</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Ikke gemt: {reason}</translation>
    </message>
    <message>
        <source>The game is over, but the family ledger could not take it: {reason}</source>
        <translation>Spillet er slut, men familiebogen kunne ikke tage imod det: {reason}</translation>
    </message>
    <message>
        <source>The game is over: {names} won. It is in the family ledger.</source>
        <translation>Spillet er slut: {names} vandt. Det står i familiebogen.</translation>
    </message>
    <message>
        <source>The game is over: {names} lost. It is in the family ledger.</source>
        <translation>Spillet er slut: {names} tabte. Det står nu i familiens regnskab.</translation>
    </message>
    <message>
        <source>The game is over. It is in the family ledger.</source>
        <translation>Spillet er slut. Det står nu i familiens regnskab.</translation>
    </message>
    <message>
        <source>Deal {number}: type each player&apos;s points for this deal.</source>
        <translation>Runde {number}: skriv hver spillers point for runden.</translation>
    </message>
    <message>
        <source>Check the points</source>
        <translation>Tjek pointene</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Regnskab</translation>
    </message>
    <message>
        <source>The scoresheet could not be put away, so it was kept: {reason}</source>
        <translation>Regnskabet kunne ikke lægges væk, så det blev gemt: {reason}</translation>
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
        <translation>Sprog</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Som computeren</translation>
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
        <translation>Internationale bogstaver (J, Q, K, A)</translation>
    </message>
    <message>
        <source>The jack, queen, king and ace show J, Q, K and A in every language, not the letters of the country&apos;s own cards.</source>
        <translation>Knægt, dame, konge og es viser J, Q, K og A på alle sprog, ikke bogstaverne fra landets egne kort.</translation>
    </message>
    <message>
        <source>Four-colour deck</source>
        <translation>Firfarvede kort</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: the suits are told apart at a glance.</source>
        <translation>♠ sort, ♥ rød, ♦ blå, ♣ grøn: kulørerne kendes fra hinanden med ét blik.</translation>
    </message>
    <message>
        <source>Large-print cards</source>
        <translation>Kort med stor skrift</translation>
    </message>
    <message>
        <source>Big rank and suit in the corners, easy to read in a fanned hand.</source>
        <translation>Stor værdi og kulør i hjørnerne, let at læse i en vifte af kort.</translation>
    </message>
    <message>
        <source>Dark (green felt)</source>
        <translation>Mørkt (grønt filt)</translation>
    </message>
    <message>
        <source>Light (pale felt, dark print)</source>
        <translation>Lyst (lyst filt, mørk skrift)</translation>
    </message>
    <message>
        <source>Card animations</source>
        <translation>Kortanimationer</translation>
    </message>
    <message>
        <source>Dealing, playing, taking tricks and picking up.</source>
        <translation>Kortgivning, udspil, stik og at tage op.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtigt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsomt</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspillere</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Straks</translation>
    </message>
    <message>
        <source>Offer hints (H)</source>
        <translation>Tilbyd tip (H)</translation>
    </message>
    <message>
        <source>The strongest computer player suggests a move and says why.</source>
        <translation>Den stærkeste computerspiller foreslår et træk og siger hvorfor.</translation>
    </message>
    <message>
        <source>Explain the computer players&apos; moves</source>
        <translation>Forklar computerspillernes træk</translation>
    </message>
    <message>
        <source>After each computer move the status line says why it was played.</source>
        <translation>Efter hvert computertræk siger statuslinjen, hvorfor det blev spillet.</translation>
    </message>
    <message>
        <source>Learner mode: take back your last move</source>
        <translation>Øvetilstand: fortryd dit sidste træk</translation>
    </message>
    <message>
        <source>Against computer players only (Ctrl+Z). The scoresheet marks a match in which a move was taken back.</source>
        <translation>Kun mod computerspillere (Ctrl+Z). Regnskabet markerer et parti, hvor et træk blev fortrudt.</translation>
    </message>
    <message>
        <source>Pause before a computer player&apos;s card (milliseconds)</source>
        <translation>Pause før en computerspillers kort (millisekunder)</translation>
    </message>
    <message>
        <source>Hide the hands between human players</source>
        <translation>Skjul hænderne mellem menneskelige spillere</translation>
    </message>
    <message>
        <source>When several people share the screen, a curtain hides every hand until the next player is ready.</source>
        <translation>Når flere deler skærmen, skjuler et tæppe alle hænder, til den næste spiller er klar.</translation>
    </message>
    <message>
        <source>Allow taking back a move</source>
        <translation>Tillad at fortryde et træk</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Tillad tip</translation>
    </message>
    <message>
        <source>Last game played</source>
        <translation>Senest spillede spil</translation>
    </message>
    <message>
        <source>Window size and place</source>
        <translation>Vinduets størrelse og placering</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
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
        <translation>{name} har givet tegn!</translation>
    </message>
    <message>
        <source>Quick, press your key ({keys})</source>
        <translation>Hurtigt, tryk på din tast ({keys})</translation>
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
        <translation>tryk {key}!</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Export all results (CSV)…</source>
        <translation>Eksportér alle resultater (CSV)…</translation>
    </message>
    <message>
        <source>Export statistics (CSV)…</source>
        <translation>Eksportér statistik (CSV)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Pr. spil</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
    </message>
    <message>
        <source>By person</source>
        <translation>Pr. person</translation>
    </message>
    <message>
        <source>&amp;Person:</source>
        <translation>&amp;Person:</translation>
    </message>
    <message>
        <source>Between:</source>
        <translation>Mellem:</translation>
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
        <translation>Mod hinanden</translation>
    </message>
    <message>
        <source>Person:</source>
        <translation>Person:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spil:</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Over tid</translation>
    </message>
    <message>
        <source>The family ledger cannot be read: {reason}</source>
        <translation>Familiebogen kan ikke læses: {reason}</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spil</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>&amp;Delete this game…</source>
        <translation>&amp;Slet dette parti…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the family ledger are damaged and were left out; everything else is shown.</source>
        <translation>
            <numerusform>%n parti i familiebogen er beskadiget og blev udeladt; alt andet vises.</numerusform>
            <numerusform>%n partier i familiebogen er beskadigede og blev udeladt; alt andet vises.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Sejre</translation>
    </message>
    <message>
        <source>Times
the fool</source>
        <translation>Gange
fjols</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gennemsnit</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bedste</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Værste</translation>
    </message>
    <message>
        <source>Longest
win streak</source>
        <translation>Længste
sejrsrække</translation>
    </message>
    <message>
        <source>Current
win streak</source>
        <translation>Nuværende
sejrsrække</translation>
    </message>
    <message>
        <source>Longest
fool streak</source>
        <translation>Længste
fjolsrække</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen færdige partier endnu.</translation>
    </message>
    <message>
        <source>Fewer points are better.</source>
        <translation>Færre point er bedre.</translation>
    </message>
    <message>
        <source>More points are better.</source>
        <translation>Flere point er bedre.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of {game}. {better} Computer players are not listed.</source>
        <translation>
            <numerusform>%n parti {game}. {better} Computerspillere er ikke med.</numerusform>
            <numerusform>%n partier {game}. {better} Computerspillere er ikke med.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Choose two different people.</source>
        <translation>Vælg to forskellige personer.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partier sammen</translation>
    </message>
    <message>
        <source>Finished ahead of the other</source>
        <translation>Sluttede foran den anden</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
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
        <translation>Hvornår</translation>
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
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>Vundet af {names}</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Færdigt</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded.</source>
        <translation>
            <numerusform>%n parti skrevet i familiebogen.</numerusform>
            <numerusform>%n partier skrevet i familiebogen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them abandoned (they do not count in the statistics).</source>
        <translation>
            <numerusform>%n af dem opgivet (det tæller ikke med i statistikken).</numerusform>
            <numerusform>%n af dem opgivet (de tæller ikke med i statistikken).</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the game?</source>
        <translation>Slette partiet?</translation>
    </message>
    <message>
        <source>Delete the game of {game} of {when} with {names} from the family ledger?</source>
        <translation>Slette partiet {game} fra {when} med {names} fra familiebogen?</translation>
    </message>
    <message>
        <source>It no longer counts in the statistics. This cannot be undone.</source>
        <translation>Det tæller så ikke længere med i statistikken. Det kan ikke fortrydes.</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Slet partiet</translation>
    </message>
    <message>
        <source>The game could not be deleted: {reason}</source>
        <translation>Partiet kunne ikke slettes: {reason}</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksportér</translation>
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
        <translation>Giv næste runde</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation>Gennemgå runden</translation>
    </message>
    <message>
        <source>Every move of the deal with every hand shown (Ctrl+Shift+R)</source>
        <translation>Alle rundens træk med alle hænder vist (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Deal {number} is over</source>
        <translation>Runde {number} er slut</translation>
    </message>
    <message>
        <source>{names} won the game!</source>
        <translation>{names} vandt spillet!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} deler sejren!</translation>
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
        <translation>Spillet er slut, og ingen tabte mere end de andre.</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Denne runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Sidste runde</translation>
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
        <translation>kort med bagsiden opad</translation>
    </message>
    <message>
        <source>{card}, beaten by {cover}</source>
        <translation>{card}, stukket af {cover}</translation>
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
        <translation>tænker</translation>
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
        <translation>ude som {place}</translation>
    </message>
</context>
<context>
    <name>Tags:durak</name>
    <message>
        <source>attacks</source>
        <translation>angriber</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>forsvarer</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ude</translation>
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
        <translation>gav tegn først</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ude</translation>
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
        <translation>vandt!</translation>
    </message>
    <message>
        <source>{place} out</source>
        <translation>ude som {place}</translation>
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
        <translation>sidder over</translation>
    </message>
    <message>
        <source>fool!</source>
        <translation>fjols!</translation>
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
        <translation>Vælg et spil. Hver plads kan være en person eller computeren.</translation>
    </message>
</context>
</TS>
